/**
 * `npm run rooms:backfill` (issue 30): for a deployment made before rooms existed, creates a hostel's
 * rooms from the distinct room/floor texts of its students and requests, and links what matches. It pages
 * the hostel's existing lists (students, then requests by status; never a Scan), 100 items a Query:
 * - each page's texts name rooms by building (one for the whole run, "Main" unless named) and number;
 *   those not stored yet are added as rooms of one type (`addRooms`: the number's uniqueness item holds a
 *   room once, however often the run is repeated or races itself);
 * - a student whose room's floor matches gets `roomId`, a resident item and the room's `residents`
 *   counter, in one transaction conditioned on not being linked yet and on a free bed;
 * - a request whose room's floor matches gets `roomId`, `roomTypeId`, `roomPlace` and its room's pointer,
 *   in one transaction conditioned on not being linked yet.
 * So a second run adds and links nothing, and a stopped run goes on from the `resume` text it reported.
 * What it cannot link is reported with a reason: a text that cannot name a room, a floor that differs
 * from the room's, a room with no free bed.
 */
import { roomKeyPart, roomLimits } from '#shared/rooms';
import { requestStatuses } from '#shared/status';

import { moveInWrites } from '../data/residents';
import { addRooms } from '../data/room-writes';
import type { Room } from '../data/rooms';
import { numberKeyOf, roomsByNumber } from '../data/rooms';
import { tableName } from '../data/store/client';
import type { StartKey } from '../data/store/cursor';
import { keys, type Partition } from '../data/store/keys';
import { queryOnce } from '../data/store/page';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { roomFields } from './request-room';

const pageSize = 100;

export interface RoomsBackfillOptions {
  /** The building every text is a room of. */
  building: string;
  /** The type of the rooms it adds (a default id, or one of the hostel's). */
  typeId: string;
  /** Beds of the rooms it adds. */
  beds: number;
  resume?: string | undefined;
  progress?: (resume: string) => void;
}

export interface NotLinked {
  kind: 'user' | 'request';
  id: string;
  room: string;
  floor: string;
  reason: 'badText' | 'floorDiffers' | 'noFreeBed';
}

export interface RoomsBackfillResult {
  roomsCreated: number;
  usersLinked: number;
  requestsLinked: number;
  notLinked: NotLinked[];
}

interface Position {
  list: number;
  key?: StartKey;
}

const listsOf = (hostelId: string): Partition[] => [
  keys.usersOfHostel(hostelId, 'student'),
  ...requestStatuses.map((status) => keys.hostelRequests(hostelId, status)),
];

const encodePosition = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodePosition(text: string | undefined): Position {
  if (!text) return { list: 0 };
  const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Position;
  if (!Number.isInteger(value.list) || value.list < 0) throw new Error('The resume text is not valid');
  return value;
}

/** A text a room's key can be made of: not empty, within the rooms' limits, without `#`. */
const usable = (text: string, max: number) => text.trim() !== '' && text.length <= max && !text.includes('#');

/** What one item names, when it is not linked yet. */
interface Named {
  kind: 'user' | 'request';
  item: Record<string, unknown>;
  room: string;
  floor: string;
}

function namedOf(kind: Named['kind'], item: Record<string, unknown>): Named | undefined {
  if (typeof item.roomId === 'string' || typeof item.room !== 'string' || typeof item.floor !== 'string')
    return undefined;
  return { kind, item, room: item.room, floor: item.floor };
}

/**
 * The resident's transaction: the user, and the room-side writes of a move in (their resident item and
 * the room's counter, on a free bed), the same as an admin's assignment writes.
 */
function residentWrites(room: Room, item: Record<string, unknown>): TransactItem[] {
  const student = { _id: String(item._id), name: String(item.name) };
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(student._id),
        UpdateExpression: 'SET roomId = :room',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(roomId)',
        ExpressionAttributeValues: { ':room': room.id },
      },
    },
    ...moveInWrites(student, { room }, true, new Date().toISOString()).map((write) => write.item),
  ];
}

/** The request's transaction: its room's fields, and the room's pointer to it. */
function requestWrites(hostelId: string, room: Room, item: Record<string, unknown>): TransactItem[] {
  const fields = roomFields(room);
  const requestId = String(item._id);
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.request(requestId),
        UpdateExpression: 'SET roomId = :id, roomTypeId = :type, roomPlace = :place',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(roomId)',
        ExpressionAttributeValues: {
          ':id': fields.roomId,
          ':type': fields.roomTypeId,
          ':place': fields.roomPlace,
        },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.roomRequest(hostelId, room.id, String(item.createdAt), requestId),
          entity: 'RoomRequest',
          requestId,
          createdAt: String(item.createdAt),
        },
      },
    },
  ];
}

/** Links one page's items, adding the rooms they name that are not stored yet. */
async function linkPage(
  hostelId: string,
  options: RoomsBackfillOptions,
  named: Named[],
  done: RoomsBackfillResult,
): Promise<void> {
  const bad = (entry: Named, reason: NotLinked['reason']) =>
    done.notLinked.push({
      kind: entry.kind,
      id: String(entry.item._id),
      room: entry.room,
      floor: entry.floor,
      reason,
    });
  const fit = named.filter((entry) => {
    const ok = usable(entry.room, roomLimits.number) && usable(entry.floor, roomLimits.floor);
    if (!ok) bad(entry, 'badText');
    return ok;
  });
  const wanted = new Map<string, { building: string; floor: string; number: string }>();
  for (const entry of fit) {
    const line = { building: options.building, floor: entry.floor.trim(), number: entry.room.trim() };
    if (!wanted.has(numberKeyOf(line))) wanted.set(numberKeyOf(line), line);
  }
  let rooms = await roomsByNumber(hostelId, [...wanted.values()]);
  const missing = [...wanted.entries()].filter(([key]) => !rooms.has(key)).map(([, line]) => line);
  if (missing.length > 0) {
    const { created } = await addRooms(
      hostelId,
      missing.map((line) => ({ ...line, typeId: options.typeId, beds: options.beds })),
    );
    done.roomsCreated += created.length;
    rooms = await roomsByNumber(hostelId, [...wanted.values()]);
  }
  for (const entry of fit) {
    const room = rooms.get(numberKeyOf({ building: options.building, number: entry.room.trim() }));
    if (!room || roomKeyPart(room.floor) !== roomKeyPart(entry.floor)) {
      bad(entry, 'floorDiffers');
      continue;
    }
    const writes =
      entry.kind === 'user' ? residentWrites(room, entry.item) : requestWrites(hostelId, room, entry.item);
    try {
      await transact(writes);
      if (entry.kind === 'user') done.usersLinked++;
      else done.requestsLinked++;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      // Linked meanwhile (the user's update, first: nothing to do), or the room has no free bed left (its
      // counter, first of the move in's writes): reported.
      if (entry.kind === 'user' && error.failed.includes(1) && !error.failed.includes(0))
        bad(entry, 'noFreeBed');
    }
  }
}

/** Creates and links the hostel's rooms from `options.resume` on; `progress` hears where to go on from. */
export async function backfillRooms(
  hostelId: string,
  options: RoomsBackfillOptions,
): Promise<RoomsBackfillResult> {
  const lists = listsOf(hostelId);
  const position = decodePosition(options.resume);
  const done: RoomsBackfillResult = { roomsCreated: 0, usersLinked: 0, requestsLinked: 0, notLinked: [] };
  for (let list = position.list; list < lists.length; list++) {
    let startKey = list === position.list ? position.key : undefined;
    do {
      const page = await queryOnce(lists[list] as Partition, {
        limit: pageSize,
        startKey,
        liveOnly: list === 0,
      });
      const kind = list === 0 ? 'user' : 'request';
      const named = page.items
        .filter((item) => item.hostelId === hostelId)
        .flatMap((item) => namedOf(kind, item) ?? []);
      await linkPage(hostelId, options, named, done);
      startKey = page.lastKey;
      options.progress?.(encodePosition(startKey ? { list, key: startKey } : { list: list + 1 }));
    } while (startKey);
  }
  return done;
}
