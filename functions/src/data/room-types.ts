/**
 * A hostel's room types (issue 30): one item `HOSTEL#<id>` / `ROOMTYPES` holding the list; a hostel that
 * never changed them has the defaults (`#shared/rooms`). A type is never removed, since rooms name it.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import { messages } from '#shared/messages';
import { defaultRoomTypes, type RoomType } from '#shared/rooms';
import type { roomTypeInput } from '#shared/schemas/rooms';
import type * as z from '#shared/schemas/zod';

import { refuse, refuseField } from '../refusal';
import { db, tableName } from './store/client';
import { keys } from './store/keys';

const defaultIds = new Set(defaultRoomTypes.map((type) => type.id));

export const typeOf = (stored: Record<string, unknown>): RoomType => ({
  id: String(stored.id),
  ...(typeof stored.name === 'string' ? { name: stored.name } : {}),
  minutes: Number(stored.minutes),
  beds: Number(stored.beds),
  shared: stored.shared === true,
});

/** The hostel's types; the defaults while it has none stored. */
export async function getRoomTypes(hostelId: string): Promise<RoomType[]> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.roomTypes(hostelId) }));
  const stored = Item?.types;
  if (!Array.isArray(stored)) return defaultRoomTypes.map((type) => ({ ...type }));
  return (stored as Record<string, unknown>[]).map(typeOf);
}

/**
 * Stores `wanted` as the hostel's list: new types get an id, every type already there must still be in
 * it (`room.typeRemoved`), and an id not there is refused (`room.typeUnknown`). The list is written
 * whole, on the condition that it is still the one read, so two admins' edits never silently merge.
 */
export async function setRoomTypes(
  hostelId: string,
  wanted: readonly z.infer<typeof roomTypeInput>[],
): Promise<RoomType[]> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.roomTypes(hostelId) }));
  const current = Array.isArray(Item?.types)
    ? (Item.types as Record<string, unknown>[]).map(typeOf)
    : defaultRoomTypes.map((type) => ({ ...type }));
  const known = new Set(current.map((type) => type.id));
  if (wanted.some((type) => type.id !== undefined && !known.has(type.id))) throw refuse('room.typeUnknown');
  const kept = new Set(wanted.flatMap((type) => (type.id ? [type.id] : [])));
  if (current.some((type) => !kept.has(type.id))) throw refuse('room.typeRemoved');
  // A default type is named in the reader's language when it has no name of its own; any other needs one.
  const unnamed = wanted.findIndex((type) => !type.name && !defaultIds.has(type.id ?? ''));
  if (unnamed >= 0) throw refuseField(`types.${unnamed}.name`, messages.required);
  const types: RoomType[] = wanted.map((type) => ({
    id: type.id ?? randomUUID().slice(0, 8),
    ...(type.name ? { name: type.name } : {}),
    minutes: type.minutes,
    beds: type.beds,
    shared: type.shared,
  }));
  const version = Number(Item?.version ?? 0);
  await db
    .send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.roomTypes(hostelId),
          types,
          version: version + 1,
          updatedAt: new Date().toISOString(),
        },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
        throw refuse('room.changed', { message: 'The room types were changed meanwhile' });
      throw error;
    });
  return types;
}
