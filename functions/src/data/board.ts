/**
 * The room board as it is read (issue 30; docs/data-design.md "The room board's first screen at 2,000
 * rooms"): every floor's counters, one building's (or floor's) rooms in walking order, and the date's
 * board entries of those rooms — three Queries whatever the number of rooms, never one per room. A room
 * with no entry that day is free. The entries are written by the requests' changes (`board-writes.ts`).
 */
import { boardCountNames, type BoardCounts, boardPage, boardStateOf, waitsOf } from '#shared/board';
import { roomKeyPart } from '#shared/rooms';

import { sameBuilding } from './keeper-building';
import { listFloors, placeOf, type Room, roomFacts, type RoomFloor, roomOf } from './rooms';
import { keys } from './store/keys';
import { queryOnce, queryPage } from './store/page';

export interface BoardFilter {
  date: string;
  building?: string | undefined;
  floor?: string | undefined;
  state?: string | undefined;
  type?: string | undefined;
  cursor?: string | undefined;
}

const placeKey = (room: Room) => {
  const place = placeOf(room);
  return `${place.building}#${place.floor}#${place.number}`;
};

const countsOf = (item: Record<string, unknown>): Partial<BoardCounts> =>
  Object.fromEntries(boardCountNames.map((name) => [name, Number(item[name] ?? 0)]));

/** A room as the board answers it on the date, from the room and its entry of that date (if any). */
function boardRoomOf(room: Room, entry: Record<string, unknown> | undefined) {
  const counts = entry ? countsOf(entry) : undefined;
  const open = { requested: counts?.requested, scheduled: counts?.scheduled, inProgress: counts?.inProgress };
  return {
    id: room.id,
    ...roomFacts(room),
    state: boardStateOf(counts, room.inService),
    waits: waitsOf(counts, room.inspectionsDue),
    ...Object.fromEntries(
      Object.entries({ ...open, cleaned: counts?.cleaned, regular: counts?.regular }).filter(
        ([, count]) => (count ?? 0) > 0,
      ),
    ),
    ...(room.lastCleanedAt ? { lastCleanedAt: room.lastCleanedAt } : {}),
    ...(room.lastCleanedBy ? { lastCleanedBy: room.lastCleanedBy } : {}),
    ...(room.skipsInARow ? { skipsInARow: room.skipsInARow } : {}),
  };
}

export type BoardRoom = ReturnType<typeof boardRoomOf>;

/** Upper bound on a page's entries: one per room of the page, and a few of rooms renumbered that day. */
const maxEntries = 2 * boardPage;

/**
 * One page of the board: the floors (first, when no building is named, to find the first building), the
 * building's or floor's rooms, then the date's entries between the page's first and last room. With
 * `only` (a keeper's own building), the floors are that building's and it is the building shown when none
 * is named; another building named is answered as one the hostel does not have (no rooms, no read of
 * them), so the board tells a keeper nothing of a building that is not theirs.
 */
export async function readBoard(hostelId: string, filter: BoardFilter, only?: string) {
  const roomsOf = (building: string) => {
    const prefix =
      filter.floor === undefined
        ? `${roomKeyPart(building)}#`
        : `${roomKeyPart(building)}#${roomKeyPart(filter.floor)}#`;
    return queryPage(keys.roomsOfHostel(hostelId), {
      list: 'roomBoard',
      skPrefix: prefix,
      cursor: filter.cursor,
      limit: boardPage,
    });
  };
  const floorsRead = async () => {
    const all = await listFloors(hostelId);
    return only === undefined ? all : all.filter((floor) => sameBuilding(floor.building, only));
  };
  let floors: RoomFloor[];
  let building = filter.building ?? only;
  let page: Awaited<ReturnType<typeof roomsOf>> | undefined;
  if (only !== undefined && building !== undefined && !sameBuilding(building, only))
    floors = await floorsRead();
  else if (building !== undefined) [floors, page] = await Promise.all([floorsRead(), roomsOf(building)]);
  else {
    floors = await floorsRead();
    building = floors[0]?.building;
    page = building === undefined ? undefined : await roomsOf(building);
  }
  const rooms = (page?.items ?? []).map(roomOf);
  const entries = new Map<string, Record<string, unknown>>();
  if (rooms.length > 0) {
    const { items } = await queryOnce(keys.boardOfDay(hostelId, filter.date), {
      range: { from: placeKey(rooms[0]!), to: placeKey(rooms.at(-1)!) },
      limit: maxEntries,
    });
    for (const item of items) entries.set(String(item.roomId), item);
  }
  const all = rooms.map((room) => boardRoomOf(room, entries.get(room.id)));
  const states: Record<string, number> = {};
  for (const room of all) states[room.state] = (states[room.state] ?? 0) + 1;
  const shown = all.filter(
    (room) =>
      (filter.type === undefined || room.typeId === filter.type) &&
      (filter.state === undefined || room.state === filter.state),
  );
  return {
    date: filter.date,
    ...(building !== undefined ? { building } : {}),
    ...(filter.floor !== undefined ? { floor: filter.floor } : {}),
    floors,
    rooms: shown,
    states,
    ...(page?.cursor ? { cursor: page.cursor } : {}),
    ...(only !== undefined ? { keeperBuilding: only } : {}),
  };
}
