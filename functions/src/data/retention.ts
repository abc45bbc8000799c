/**
 * The retention job's reads and writes (issue 34). Closed requests and feedback are walked in their
 * byHostel partitions, which are ordered by date (`<date>#<time>#<id>`) or by time (`<createdAt>#<id>`),
 * so the items older than a cutoff are one key range; each batch's updates and the hostel's cursor (the
 * last item done in that partition, `HOSTEL#<id>` / `RETENTION`) are one transaction, so a run that stops
 * anywhere goes on from exactly there and a second run reads nothing it has already done. Old audit log
 * entries are deleted, so they leave their range by themselves and need no cursor.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { NotesPlace } from './retention-notes';
import { roomCopiesPerRequest } from './retention-rooms';
import { db, tableName } from './store/client';
import type { StartKey } from './store/cursor';
import { keys } from './store/keys';
import { queryOnce, type RawPage } from './store/page';
import { byHostel } from './store/partitions';
import { transact, type TransactItem } from './store/transact';

/** What anonymizing changes on an item: attributes set, attributes removed (`domain/retention-anonymize.ts`). */
export interface Anonymized {
  set: Record<string, unknown>;
  remove: string[];
}

/** The byHostel partitions retention walks: the closed requests', then their feedback's. */
export const requestLists = ['Completed', 'Rejected'] as const;
export const feedbackLists = ['RATING', 'COMPLAINT', 'SUGGESTION'] as const;
export type RetainedList = (typeof requestLists)[number] | (typeof feedbackLists)[number];

/** Items a batch changes: with the cursor's update, 25 actions a transaction. */
export const retentionBatch = 24;
/** Audit entries a batch deletes. */
export const auditBatch = 25;

/** What the cursor item keeps: each partition's place, the watched late requests, the notifications' place. */
export interface RetentionState {
  cursors: Partial<Record<RetainedList, StartKey>>;
  late: string[];
  notesPlace?: NotesPlace;
}

/** Where each partition's walk stopped (a partition never walked has none), and the other places. */
export async function readCursors(hostelId: string): Promise<RetentionState> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.retentionCursor(hostelId), ConsistentRead: true }),
  );
  const cursors: Partial<Record<RetainedList, StartKey>> = {};
  for (const list of [...requestLists, ...feedbackLists]) {
    const stored = Item?.[`after${list}`] as StartKey | undefined;
    if (stored) cursors[list] = stored;
  }
  const late = Array.isArray(Item?.late) ? (Item.late as unknown[]).map(String) : [];
  const notesPlace = Item?.notesPlace as NotesPlace | undefined;
  return { cursors, late, ...(notesPlace ? { notesPlace } : {}) };
}

/**
 * Items a batch of the list changes: a Completed request may add its room's four copies
 * (`retention-rooms.ts`), so 19 × 5 + 1 = 96 actions; any other item is one Update, 24 + 1.
 */
export const batchOf = (list: RetainedList) =>
  list === 'Completed' ? Math.floor(99 / (1 + roomCopiesPerRequest)) : retentionBatch;

/** One batch of the partition's items dated before `before`, after the cursor. */
export const oldItems = (hostelId: string, list: RetainedList, before: string, after?: StartKey) =>
  queryOnce(byHostel(`HOSTEL#${hostelId}#${list}`), {
    range: { to: before },
    limit: batchOf(list),
    startKey: after,
  });

/** The cursor an item leaves: its keys in the table and in byHostel, as a Query's start key names them. */
export const cursorOf = (item: Record<string, unknown>): StartKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
  gsi2pk: String(item.gsi2pk),
  gsi2sk: String(item.gsi2sk),
});

/**
 * The Update that anonymizes one item: only while it is at the version read (a request's history is
 * written whole) and still there (a removed item is not made again as a stub).
 */
export function anonymizeUpdate(
  item: Record<string, unknown>,
  change: Anonymized,
  now: string,
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now };
  const sets = Object.entries(change.set).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = change.remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const versioned = typeof item.version === 'number';
  if (versioned) values[':version'] = item.version;
  return {
    Update: {
      TableName: tableName,
      Key: { pk: String(item.pk), sk: String(item.sk) },
      ConditionExpression: versioned ? 'version = :version' : 'attribute_exists(pk)',
      UpdateExpression:
        `SET ${[...sets, 'anonymizedAt = :now'].join(', ')}` +
        (removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** One batch's updates and the partition's new cursor, in one transaction. */
export async function writeBatch(
  hostelId: string,
  list: RetainedList,
  updates: TransactItem[],
  cursor: StartKey,
  now: string,
): Promise<void> {
  await transact([
    ...updates,
    {
      Update: {
        TableName: tableName,
        Key: keys.retentionCursor(hostelId),
        UpdateExpression: 'SET #c = :cursor, updatedAt = :now',
        ExpressionAttributeNames: { '#c': `after${list}` },
        ExpressionAttributeValues: { ':cursor': cursor, ':now': now },
      },
    },
  ]);
}

/** The hostel's audit entries made before `before`, oldest first: their keys only. */
export const oldAuditEntries = (hostelId: string, before: string): Promise<RawPage> =>
  queryOnce(keys.auditLog(hostelId), { range: { to: before }, limit: auditBatch, attributes: ['pk', 'sk'] });

/** Deletes one batch of audit entries (at most 25) in one transaction. */
export async function deleteAuditEntries(items: Record<string, unknown>[]): Promise<void> {
  await transact(
    items.map((item) => ({
      Delete: { TableName: tableName, Key: { pk: String(item.pk), sk: String(item.sk) } },
    })),
  );
}
