/**
 * The writes of a hostel's rooms (issue 30). Every room has a uniqueness item for its number in its
 * building, written in the same transaction as the room; every floor has counters (rooms, out of service)
 * kept in the same transaction as the change they count. Rooms are never deleted: out of service is a
 * flag, and each change of it leaves an event in the room's partition (its history).
 */
import { randomUUID } from 'node:crypto';

import type { RoomLine } from '#shared/room-csv';

import { refuse } from '../refusal';
import { placeOf, type Room, roomFacts } from './rooms';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';

/**
 * Rooms per transaction: two items each and a floor counter each at most. DynamoDB takes 100 items, but a
 * transaction of 51 took DynamoDB Local past the client's request timeout on a busy machine; at 21 items
 * a transaction stays short everywhere, and a 200-room range is 20 of them.
 */
const roomsPerTransaction = 10;

/** A floor counter's change: rooms and rooms out of service on that floor. */
function floorCount(
  hostelId: string,
  room: { building: string; floor: string },
  rooms: number,
  outOfService: number,
): TransactItem {
  const place = placeOf({ ...room, number: '' });
  return {
    Update: {
      TableName: tableName,
      Key: keys.roomFloor(hostelId, place.building, place.floor),
      // The first room's spelling names the floor; `roomKeyPart` makes "Block A" and "block a" one floor.
      UpdateExpression:
        'ADD #rooms :rooms, #out :out SET #b = if_not_exists(#b, :b), #f = if_not_exists(#f, :f)',
      ExpressionAttributeNames: {
        '#rooms': 'rooms',
        '#out': 'outOfService',
        '#b': 'building',
        '#f': 'floor',
      },
      ExpressionAttributeValues: {
        ':rooms': rooms,
        ':out': outOfService,
        ':b': room.building,
        ':f': room.floor,
      },
    },
  };
}

const roomItem = (room: Room) => {
  const place = placeOf(room);
  return {
    ...keys.room(room.hostelId, room.id),
    ...keys.roomListEntry(room.hostelId, place.building, place.floor, place.number),
    roomId: room.id,
    hostelId: room.hostelId,
    ...roomFacts(room),
    residents: room.residents,
    version: room.version,
    createdAt: room.createdAt,
    updatedAt: room.updatedAt,
    // An edit puts the whole room again: who cleaned it last stays.
    ...(room.lastCleanedAt ? { lastCleanedAt: room.lastCleanedAt } : {}),
    ...(room.lastCleanedBy ? { lastCleanedBy: room.lastCleanedBy } : {}),
    ...(room.lastCleanedById ? { lastCleanedById: room.lastCleanedById } : {}),
    ...(room.skipsInARow ? { skipsInARow: room.skipsInARow } : {}),
    // The cleans waiting for inspection (issue 32): moved with the version, so the Put's is current.
    ...(room.inspectionsDue ? { inspectionsDue: room.inspectionsDue } : {}),
    // And its door's code (issue 33): the sticker on the door keeps working.
    ...(room.doorCode ? { doorCode: room.doorCode } : {}),
  };
};

const numberItem = (room: Room) => {
  const place = placeOf(room);
  return { ...keys.roomNumber(room.hostelId, place.building, place.number), roomId: room.id };
};

/**
 * Adds `wanted` rooms, `roomsPerTransaction` to a transaction. A number already taken in its building (before, or
 * by an add that landed meanwhile) cancels its transaction by its uniqueness item's condition; that room
 * is reported as existing and the rest of the transaction is sent again, so every room is either added
 * once or reported, and adding the same rooms again only reports them.
 */
export async function addRooms(
  hostelId: string,
  wanted: readonly RoomLine[],
): Promise<{ created: Room[]; existing: RoomLine[] }> {
  const created: Room[] = [];
  const existing: RoomLine[] = [];
  const now = new Date().toISOString();
  for (let start = 0; start < wanted.length; start += roomsPerTransaction) {
    let pending: Room[] = wanted.slice(start, start + roomsPerTransaction).map((line) => ({
      ...line,
      id: randomUUID(),
      hostelId,
      inService: true,
      residents: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    }));
    while (pending.length > 0) {
      const items: TransactItem[] = pending.flatMap((room) => [
        {
          Put: {
            TableName: tableName,
            Item: numberItem(room),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: roomItem(room),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      const floors = new Map<string, { room: Room; count: number }>();
      for (const room of pending) {
        const place = placeOf(room);
        const key = `${place.building}#${place.floor}`;
        floors.set(key, { room, count: (floors.get(key)?.count ?? 0) + 1 });
      }
      for (const { room, count } of floors.values()) items.push(floorCount(hostelId, room, count, 0));
      try {
        await transact(items);
        created.push(...pending);
        pending = [];
      } catch (error) {
        if (!(error instanceof TransactionConditionFailed)) throw error;
        // Items 2i and 2i+1 are room i's: either condition failing means its number is taken.
        const taken = new Set(error.failed.filter((index) => index < pending.length * 2).map((i) => i >> 1));
        if (taken.size === 0) throw error;
        for (const index of taken) existing.push(lineOf(pending[index]!));
        pending = pending.filter((_, index) => !taken.has(index));
      }
    }
  }
  return { created, existing };
}

const lineOf = (room: Room): RoomLine => ({
  building: room.building,
  floor: room.floor,
  number: room.number,
  typeId: room.typeId,
  beds: room.beds,
});

/**
 * Changes a room to `change` if it is still at the version read (`room.changed` otherwise). A new number
 * in its building moves its uniqueness item (`room.numberTaken` when another room has it); a new floor
 * moves one room between the two floors' counters.
 */
export async function changeRoom(current: Room, change: RoomLine): Promise<Room> {
  const next: Room = {
    ...current,
    ...change,
    version: current.version + 1,
    updatedAt: new Date().toISOString(),
  };
  const before = placeOf(current);
  const after = placeOf(next);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: roomItem(next),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': current.version },
      },
    },
  ];
  let newNumberAt = -1;
  if (before.building !== after.building || before.number !== after.number) {
    items.push({
      Delete: {
        TableName: tableName,
        Key: keys.roomNumber(current.hostelId, before.building, before.number),
        ConditionExpression: 'roomId = :id',
        ExpressionAttributeValues: { ':id': current.id },
      },
    });
    newNumberAt = items.length;
    items.push({
      Put: { TableName: tableName, Item: numberItem(next), ConditionExpression: 'attribute_not_exists(pk)' },
    });
  }
  if (before.building !== after.building || before.floor !== after.floor) {
    const out = current.inService ? 0 : 1;
    items.push(floorCount(current.hostelId, current, -1, -out), floorCount(current.hostelId, next, 1, out));
  }
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.failed.includes(newNumberAt)) throw refuse('room.numberTaken');
    throw refuse('room.changed');
  }
  return next;
}

/**
 * Takes a room out of service or brings it back (nothing to do when it already is so), keeping the change
 * as an event of its history with who made it and why, and the floor's out-of-service counter in step.
 */
export async function setService(
  current: Room,
  change: { inService: boolean; note?: string | undefined; by: string },
): Promise<Room> {
  if (current.inService === change.inService) return current;
  const now = new Date().toISOString();
  const next: Room = {
    ...current,
    inService: change.inService,
    version: current.version + 1,
    updatedAt: now,
  };
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: roomItem(next),
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': current.version },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.roomEvent(current.hostelId, current.id, now, randomUUID().slice(0, 8)),
            kind: change.inService ? 'backInService' : 'outOfService',
            by: change.by,
            at: now,
            ...(change.note ? { note: change.note } : {}),
          },
        },
      },
      floorCount(current.hostelId, current, 0, change.inService ? -1 : 1),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refuse('room.changed');
    throw error;
  }
  return next;
}
