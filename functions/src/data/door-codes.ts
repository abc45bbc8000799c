/**
 * Door codes (issue 33; docs/door-codes.md): a room's QR code is 16 random bytes in base64url. The item
 * `DOOR#<code>` says whose door it is (hostel, room), so a scan finds the room by one GetItem; the room
 * item's `doorCode` names the current one. A code is made in the same transaction as the room names it
 * (only while it names none), and a replacement deletes the old code's item in its own, so an old sticker
 * opens nothing.
 */
import { randomBytes } from 'node:crypto';

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { busy, refuse } from '../refusal';
import type { Room } from './rooms';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';

/** Whose door a code opens. */
export interface DoorRef {
  hostelId: string;
  roomId: string;
}

export const newDoorCode = () => randomBytes(16).toString('base64url');

/** Rooms per transaction: the room's update and its code's item each (20 items stay short everywhere). */
const roomsPerTransaction = 10;

/** Reads again after rooms changed meanwhile; a print that keeps losing them is told to try again. */
const maxRounds = 4;

const codePut = (room: Room, code: string, now: string): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.doorCode(code),
      entity: 'DoorCode',
      hostelId: room.hostelId,
      roomId: room.id,
      createdAt: now,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * The room names `code` if it still names the code read (or none). Its version rises, as with every
 * change of the room, so an edit made from an older read (a Put of the whole room) cannot drop the code.
 */
const roomNames = (room: Room, code: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.room(room.hostelId, room.id),
    UpdateExpression: 'SET #code = :code ADD #version :one',
    ConditionExpression: `attribute_exists(pk) AND ${room.doorCode ? '#code = :old' : 'attribute_not_exists(#code)'}`,
    ExpressionAttributeNames: { '#code': 'doorCode', '#version': 'version' },
    ExpressionAttributeValues: {
      ':code': code,
      ':one': 1,
      ...(room.doorCode ? { ':old': room.doorCode } : {}),
    },
  },
});

/** A transaction another one beat: a condition on its rooms, or a conflict that outlived its retries. */
const lostRace = (error: unknown) =>
  error instanceof TransactionConditionFailed || error instanceof TransactionCanceledException;

/**
 * Gives each of `rooms` (one hostel's, ≤ 100) a code if it has none; the rooms as they are then, each with
 * its code, and how many codes were made. A room another print gave a code meanwhile fails its
 * transaction's condition: the rooms are read again (`reread`, the same page's one Query) and those of the
 * transaction still without one retried, so two prints at once make each room's code once and both show it.
 */
export async function makeDoorCodes(
  rooms: readonly Room[],
  reread: () => Promise<readonly Room[]>,
): Promise<{ rooms: Room[]; made: number }> {
  const coded = new Map(rooms.flatMap((room) => (room.doorCode ? [[room.id, room] as const] : [])));
  let pending = rooms.filter((room) => !room.doorCode);
  let made = 0;
  const now = new Date().toISOString();
  for (let round = 0; pending.length > 0; round++) {
    if (round === maxRounds) throw busy();
    const beaten: Room[] = [];
    for (let start = 0; start < pending.length; start += roomsPerTransaction) {
      const slice = pending.slice(start, start + roomsPerTransaction);
      const codes = slice.map(() => newDoorCode());
      try {
        await transact(
          slice.flatMap((room, i) => [roomNames(room, codes[i]!), codePut(room, codes[i]!, now)]),
        );
        slice.forEach((room, i) =>
          coded.set(room.id, { ...room, doorCode: codes[i]!, version: room.version + 1 }),
        );
        made += slice.length;
      } catch (error) {
        if (!lostRace(error)) throw error;
        beaten.push(...slice);
      }
    }
    pending = [];
    if (beaten.length === 0) break;
    const again = new Set(beaten.map((room) => room.id));
    for (const room of await reread()) {
      if (!again.has(room.id)) continue;
      if (room.doorCode) coded.set(room.id, room);
      else pending.push(room);
    }
  }
  return { rooms: rooms.flatMap((room) => coded.get(room.id) ?? []), made };
}

/**
 * A new code for the room (its sticker was copied): the room names it, the old code's item goes, in one
 * transaction conditioned on the code read; `room.changed` when another change of it came first.
 */
export async function replaceDoorCode(room: Room): Promise<Room> {
  const code = newDoorCode();
  const now = new Date().toISOString();
  const items: TransactItem[] = [roomNames(room, code), codePut(room, code, now)];
  if (room.doorCode) items.push({ Delete: { TableName: tableName, Key: keys.doorCode(room.doorCode) } });
  try {
    await transact(items);
  } catch (error) {
    if (lostRace(error)) throw refuse('room.changed');
    throw error;
  }
  return { ...room, doorCode: code, version: room.version + 1 };
}

/** Whose door `code` is, or undefined for a code never made or replaced. */
export async function doorOf(code: string): Promise<DoorRef | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.doorCode(code) }));
  if (!Item) return undefined;
  return { hostelId: String(Item.hostelId), roomId: String(Item.roomId) };
}
