/**
 * A room's page (issue 30): the room and everything its partition holds — its residents
 * (`RESIDENT#<userId>`), its requests' pointers (`REQ#<createdAt>#<id>`), who cleaned it (`CLEAN#…`), its
 * ratings (`RATING#…`) and its service history (`EVENT#…`) — with one Query, newest first. The Query is
 * bounded: a room with a long past shows its newest items. The newest requests are then read by key (one
 * BatchGet), so their date, time and status are the requests' own, never a copy gone stale.
 */
import { requestsOfRoomPage } from './room-requests';
import { type Room, roomOf } from './rooms';
import { keys } from './store/keys';
import { queryOnce } from './store/page';

/** Items one room page reads at most: the room, ≤ 50 residents, and its newest requests, cleans and ratings. */
const maxItems = 400;

const text = (item: Record<string, unknown>, name: string) =>
  typeof item[name] === 'string' ? { [name]: item[name] as string } : {};

export interface RoomPage {
  room: Room;
  residents: { userId: string; name: string; bed?: string }[];
  requests: {
    requestId: string;
    date: string;
    time?: string;
    requestStatus?: string;
    studentName?: string;
    roomkeeper?: string;
    /** The cleaning schedule that made it (issue 31). */
    recurrenceId?: string;
  }[];
  cleans: { requestId: string; date: string; at: string; keeperName: string }[];
  ratings: {
    requestId: string;
    date: string;
    at: string;
    stars: number;
    complaint: boolean;
    keeperName?: string;
  }[];
  events: { at: string; kind: string; by?: string }[];
}

/** The room `roomId` of the hostel with what its partition holds; undefined when it has no such room. */
export async function readRoomPage(hostelId: string, roomId: string): Promise<RoomPage | undefined> {
  const { items } = await queryOnce(keys.roomItems(hostelId, roomId), { newestFirst: true, limit: maxItems });
  const roomItem = items.find((item) => item.sk === 'ROOM');
  if (!roomItem) return undefined;
  const page: RoomPage = {
    room: roomOf(roomItem),
    residents: [],
    requests: [],
    cleans: [],
    ratings: [],
    events: [],
  };
  const pointers: string[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    const [kind, ...rest] = sk.split('#');
    if (kind === 'RESIDENT')
      page.residents.push({
        userId: rest.join('#'),
        name: String(item.name ?? ''),
        ...(item.bed !== undefined ? { bed: String(item.bed) } : {}),
      });
    else if (kind === 'REQ') pointers.push(String(item.requestId ?? rest.slice(1).join('#')));
    else if (kind === 'CLEAN')
      page.cleans.push({
        requestId: String(item.requestId),
        date: String(item.date),
        at: String(item.at),
        keeperName: String(item.keeperName),
      });
    else if (kind === 'RATING')
      page.ratings.push({
        requestId: String(item.requestId),
        date: String(item.date),
        at: String(item.at),
        stars: Number(item.stars),
        complaint: item.complaint === true,
        ...text(item, 'keeperName'),
      });
    else if (kind === 'EVENT')
      page.events.push({ at: String(item.at ?? rest[0]), kind: String(item.kind), ...text(item, 'by') });
  }
  page.requests = (await requestsOfRoomPage(hostelId, pointers)).map((request) => ({
    requestId: request._id,
    date: request.date,
    time: request.time,
    requestStatus: request.requestStatus,
    ...(request.studentName ? { studentName: request.studentName } : {}),
    ...(request.roomkeeper ? { roomkeeper: request.roomkeeper } : {}),
    ...(request.recurrenceId ? { recurrenceId: request.recurrenceId } : {}),
  }));
  return page;
}
