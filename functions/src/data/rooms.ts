/**
 * A hostel's rooms as they are read (issue 30; docs/data-design.md "Rooms"): one room by id, a page of
 * a building's or a floor's rooms in walking order, every floor's counters, and the rooms that hold a set
 * of building/number pairs. The writes are in `room-writes.ts`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { roomKeyPart, roomLimits } from '#shared/rooms';

import { batchGet } from './store/batch-get';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { queryOnce, queryPage } from './store/page';

export interface Room {
  id: string;
  hostelId: string;
  building: string;
  floor: string;
  number: string;
  typeId: string;
  beds: number;
  inService: boolean;
  /** Students living in it, kept in the transaction of every assignment (never more than `beds`). */
  residents: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set by the request that completes a clean of it (`board-writes.ts`), kept through its edits. */
  lastCleanedAt?: string;
  lastCleanedBy?: string;
  lastCleanedById?: string;
  /** Recurring cleans of it its residents skipped since the last one done (issue 31; `room-skips.ts`). */
  skipsInARow?: number;
  /** Its door's current QR code (issue 33, `door-codes.ts`), once one was printed. */
  doorCode?: string;
  /** Its completed cleans picked for inspection and not inspected yet (issue 32, `board-writes.ts`). */
  inspectionsDue?: number;
}

export const roomOf = (item: Record<string, unknown>): Room => ({
  id: String(item.roomId),
  hostelId: String(item.hostelId),
  building: String(item.building),
  floor: String(item.floor),
  number: String(item.number),
  typeId: String(item.typeId),
  beds: Number(item.beds),
  inService: item.inService !== false,
  residents: Number(item.residents ?? 0),
  version: Number(item.version),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  ...(typeof item.lastCleanedAt === 'string' ? { lastCleanedAt: item.lastCleanedAt } : {}),
  ...(typeof item.lastCleanedBy === 'string' ? { lastCleanedBy: item.lastCleanedBy } : {}),
  ...(typeof item.lastCleanedById === 'string' ? { lastCleanedById: item.lastCleanedById } : {}),
  ...(typeof item.skipsInARow === 'number' && item.skipsInARow > 0 ? { skipsInARow: item.skipsInARow } : {}),
  ...(typeof item.doorCode === 'string' ? { doorCode: item.doorCode } : {}),
  ...(Number(item.inspectionsDue) > 0 ? { inspectionsDue: item.inspectionsDue as number } : {}),
});

/**
 * A room as the routes answer it (the hostel is the caller's; its door code only the print sheet shows;
 * the cleans waiting for inspection only the board, as its wait).
 */
export const roomAnswer = ({
  hostelId: _hostel,
  lastCleanedById: _keeper,
  doorCode: _door,
  inspectionsDue: _due,
  ...room
}: Room) => room;

/** The compared key parts of a room's place: building, floor, number. */
export const placeOf = (room: { building: string; floor: string; number: string }) => ({
  building: roomKeyPart(room.building),
  floor: roomKeyPart(room.floor),
  number: roomKeyPart(room.number),
});

/** What a room is, as its item stores it and every answer shows it: its place, type, beds and service. */
export const roomFacts = ({ building, floor, number, typeId, beds, inService }: Room) => ({
  building,
  floor,
  number,
  typeId,
  beds,
  inService,
});

/** The room `roomId` of the hostel; another hostel's id is not found, as its key names the hostel. */
export async function getRoom(hostelId: string, roomId: string): Promise<Room | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.room(hostelId, roomId) }));
  return Item ? roomOf(Item) : undefined;
}

/** Where each of the hostel's rooms `roomIds` (at most 100) is, by id: one BatchGet; none is no call. */
export async function roomPlaces(
  hostelId: string,
  roomIds: readonly string[],
): Promise<Record<string, { building: string; floor: string; number: string }>> {
  const unique = [...new Set(roomIds)];
  const items = await batchGet(
    unique.map((roomId) => keys.room(hostelId, roomId)),
    ['roomId', 'building', 'floor', 'number'],
  );
  return Object.fromEntries(
    items.map((item) => [
      String(item.roomId),
      { building: String(item.building), floor: String(item.floor), number: String(item.number) },
    ]),
  );
}

export interface RoomFilter {
  building?: string | undefined;
  floor?: string | undefined;
  type?: string | undefined;
  inService?: boolean | undefined;
}

/**
 * One page of the hostel's rooms in walking order (building, floor, number), a building's or a floor's
 * when named: one Query of `limit` items. Type and service are filtered on the page read, so a page may
 * hold fewer than `limit` and still have a cursor; the read never grows past `limit`.
 */
export async function listRooms(
  hostelId: string,
  filter: RoomFilter,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ rooms: Room[]; cursor?: string }> {
  const prefix =
    filter.building === undefined
      ? undefined
      : filter.floor === undefined
        ? `${roomKeyPart(filter.building)}#`
        : `${roomKeyPart(filter.building)}#${roomKeyPart(filter.floor)}#`;
  const found = await queryPage(keys.roomsOfHostel(hostelId), {
    list: 'listRooms',
    skPrefix: prefix,
    cursor: page.cursor,
    limit: page.limit ?? roomLimits.page,
  });
  const rooms = found.items
    .map(roomOf)
    .filter(
      (room) =>
        (filter.type === undefined || room.typeId === filter.type) &&
        (filter.inService === undefined || room.inService === filter.inService),
    );
  return { rooms, ...(found.cursor ? { cursor: found.cursor } : {}) };
}

export interface RoomFloor {
  building: string;
  floor: string;
  rooms: number;
  outOfService: number;
}

/** Upper bound on a hostel's floors read at once: 4 buildings of 20 floors are 80. */
const maxFloors = 500;

/** Every floor that has rooms, with its counters, in walking order: one Query of `FLOOR#` items. */
export async function listFloors(hostelId: string): Promise<RoomFloor[]> {
  const { items } = await queryOnce(keys.hostelItems(hostelId), {
    range: { prefix: keys.roomFloorPrefix },
    limit: maxFloors,
  });
  return items
    .map((item) => ({
      building: String(item.building),
      floor: String(item.floor),
      rooms: Number(item.rooms ?? 0),
      outOfService: Number(item.outOfService ?? 0),
    }))
    .filter((floor) => floor.rooms > 0);
}

/** `<building>#<number>` of a room, in compared parts: how the uniqueness item and a CSV line find it. */
export const numberKeyOf = (room: { building: string; number: string }) =>
  `${roomKeyPart(room.building)}#${roomKeyPart(room.number)}`;

/**
 * The ids of the rooms holding the given building/number pairs, by `numberKeyOf`: a BatchGet of their
 * uniqueness items, 100 keys a call.
 */
export async function numberOwners(
  hostelId: string,
  wanted: readonly { building: string; number: string }[],
): Promise<Map<string, string>> {
  // Distinct: a BatchGet refuses a key named twice, and many residents name one room.
  const distinct = new Map(wanted.map((room) => [numberKeyOf(room), room]));
  const numberKeys = [...distinct.values()].map((room) =>
    keys.roomNumber(hostelId, roomKeyPart(room.building), roomKeyPart(room.number)),
  );
  const owners = new Map<string, string>();
  for (let start = 0; start < numberKeys.length; start += 100) {
    const items = await batchGet(numberKeys.slice(start, start + 100));
    for (const item of items) {
      // `HOSTEL#<hid>#ROOMNO#<building>#<number>`: the last two parts are the compared key.
      const key = String(item.pk).split('#').slice(-2).join('#');
      owners.set(key, String(item.roomId));
    }
  }
  return owners;
}

/** The rooms stored under the given building/number pairs, by `numberKeyOf`: their owners, then the rooms. */
export async function roomsByNumber(
  hostelId: string,
  wanted: readonly { building: string; number: string }[],
): Promise<Map<string, Room>> {
  const owners = [...(await numberOwners(hostelId, wanted)).values()];
  const found = new Map<string, Room>();
  for (let start = 0; start < owners.length; start += 100) {
    const items = await batchGet(owners.slice(start, start + 100).map((id) => keys.room(hostelId, id)));
    for (const room of items.map(roomOf)) found.set(numberKeyOf(room), room);
  }
  return found;
}
