/**
 * A hostel's inspection checklists (issue 32): one item `HOSTEL#<id>` / `CHECKLISTS` holding each room
 * type's list; a type with none stored has its default (`#shared/inspections`). Read with the room types in
 * one BatchGet, since a list is only shown beside its type.
 */
import { randomUUID } from 'node:crypto';

import { PutCommand } from '@aws-sdk/lib-dynamodb';

import { type ChecklistItem, defaultChecklistOf } from '#shared/inspections';
import { defaultRoomTypes, type RoomType } from '#shared/rooms';
import type { checklistsBody } from '#shared/schemas/inspections';
import type * as z from '#shared/schemas/zod';

import { refuse } from '../refusal';
import { typeOf } from './room-types';
import { batchGet } from './store/batch-get';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { isConditionFailure } from './store/transact';

export interface TypeChecklist {
  roomTypeId: string;
  typeName?: string;
  items: ChecklistItem[];
}

const itemOf = (stored: Record<string, unknown>): ChecklistItem => ({
  id: String(stored.id),
  ...(typeof stored.name === 'string' ? { name: stored.name } : {}),
});

/** The stored lists by type id (none stored: empty), from the `CHECKLISTS` item. */
export function storedLists(item: Record<string, unknown> | undefined): Map<string, ChecklistItem[]> {
  const lists = item?.lists;
  if (!lists || typeof lists !== 'object') return new Map();
  return new Map(
    Object.entries(lists as Record<string, unknown>).map(([typeId, stored]) => [
      typeId,
      Array.isArray(stored) ? (stored as Record<string, unknown>[]).map(itemOf) : [],
    ]),
  );
}

/** The checklist of a room type: its stored list, else its default. */
export const checklistOf = (lists: ReadonlyMap<string, ChecklistItem[]>, roomTypeId: string) =>
  lists.get(roomTypeId) ?? defaultChecklistOf(roomTypeId);

/** The hostel's types, its stored lists and their version: one BatchGet of the two items. */
async function readBoth(hostelId: string) {
  const found = await batchGet([keys.roomTypes(hostelId), keys.checklists(hostelId)]);
  const typesItem = found.find((item) => item.sk === 'ROOMTYPES');
  const listsItem = found.find((item) => item.sk === 'CHECKLISTS');
  const types: RoomType[] = Array.isArray(typesItem?.types)
    ? (typesItem.types as Record<string, unknown>[]).map(typeOf)
    : defaultRoomTypes.map((type) => ({ ...type }));
  return { types, lists: storedLists(listsItem), version: Number(listsItem?.version ?? 0) };
}

const answerOf = (types: readonly RoomType[], lists: ReadonlyMap<string, ChecklistItem[]>) =>
  types.map((type) => ({
    roomTypeId: type.id,
    ...(type.name ? { typeName: type.name } : {}),
    items: checklistOf(lists, type.id),
  }));

/** Every room type of the hostel with its checklist. */
export async function getChecklists(hostelId: string): Promise<TypeChecklist[]> {
  const { types, lists } = await readBoth(hostelId);
  return answerOf(types, lists);
}

/**
 * Stores the lists of the types named (a type not named keeps its own). A new item gets an id; an item
 * without a name must be a default one. Written whole on the version read, so two admins' edits never
 * silently merge (409 `inspection.changed`).
 */
export async function setChecklists(
  hostelId: string,
  wanted: z.infer<typeof checklistsBody>['checklists'],
): Promise<TypeChecklist[]> {
  const { types, lists, version } = await readBoth(hostelId);
  const known = new Set(types.map((type) => type.id));
  if (wanted.some((list) => !known.has(list.roomTypeId))) throw refuse('room.typeUnknown');
  const next = new Map(lists);
  for (const list of wanted)
    next.set(
      list.roomTypeId,
      list.items.flatMap((item) => {
        if (item.name) return [{ id: item.id ?? randomUUID().slice(0, 8), name: item.name }];
        return item.id ? [{ id: item.id }] : [];
      }),
    );
  if ([...next.values()].some((items) => items.length === 0)) throw refuse('inspection.itemUnknown');
  await db
    .send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.checklists(hostelId),
          entity: 'Checklists',
          lists: Object.fromEntries(next),
          version: version + 1,
          updatedAt: new Date().toISOString(),
        },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
      }),
    )
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw refuse('inspection.changed');
      throw error;
    });
  return answerOf(types, next);
}
