/**
 * A hostel's recurrences (cleaning schedules, issue 31; docs/recurring-cleaning.md): the list
 * is one Query of the hostel's `RECUR#` items, one is a GetItem, and each write is one conditional write
 * (a create is a transaction with the hostel's count of them, which caps it).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { Cadence, Recurrence, RecurrenceTarget } from '#shared/answers/recurring';
import { recurrenceLimits } from '#shared/recurrences';

import { refuse } from '../refusal';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { queryOnce } from './store/page';
import { isConditionFailure, transact, TransactionConditionFailed } from './store/transact';

export type { Recurrence } from '#shared/answers/recurring';

const text = (item: Record<string, unknown>, name: string) =>
  typeof item[name] === 'string' ? { [name]: item[name] as string } : {};

export const recurrenceOf = (item: Record<string, unknown>): Recurrence => ({
  _id: String(item.recurrenceId),
  hostelId: String(item.hostelId),
  name: String(item.name),
  target: item.target as RecurrenceTarget,
  cadence: item.cadence as Cadence,
  from: String(item.from),
  to: String(item.to),
  ...(typeof item.minutes === 'number' ? { minutes: item.minutes } : {}),
  start: String(item.start),
  ...text(item, 'end'),
  closedDays: item.closedDays === 'skip' ? 'skip' : 'move',
  autoAllot: item.autoAllot === true,
  paused: item.paused === true,
  ...text(item, 'through'),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  version: Number(item.version),
});

/** The hostel's recurrences by name: one Query (a hostel has at most `recurrenceLimits.perHostel`). */
export async function recurrencesOf(hostelId: string): Promise<Recurrence[]> {
  const { items } = await queryOnce(keys.hostelItems(hostelId), {
    range: { prefix: keys.recurrencePrefix },
    limit: recurrenceLimits.perHostel,
  });
  return items.map(recurrenceOf).sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

/** The hostel's recurrence `id`; another hostel's id is not found, as the key names the hostel. */
export async function getRecurrence(hostelId: string, id: string): Promise<Recurrence | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.recurrence(hostelId, id), ConsistentRead: true }),
  );
  return Item ? recurrenceOf(Item) : undefined;
}

/** What an edit sets: every field but the keys, the creation stamp and the job's progress. */
type Definition = Omit<Recurrence, '_id' | 'hostelId' | 'createdAt' | 'through'>;
const optionalFields = ['minutes', 'end'] as const;

/**
 * Stores `rec`. Without `fromVersion` it is new: put on `attribute_not_exists` with the hostel's count of
 * recurrences raised in the same transaction, which refuses the one past the limit (`recurrence.limit`).
 * With it, an edit of that version (`recurrence.changed` otherwise): the definition is set field by field
 * and `through`, which the job moves meanwhile, stays.
 */
export async function putRecurrence(rec: Recurrence, fromVersion?: number): Promise<Recurrence> {
  if (fromVersion === undefined) {
    await create(rec);
    return rec;
  }
  const { _id, hostelId, createdAt: _created, through: _through, ...definition } = rec;
  const set = (Object.keys(definition) as (keyof Definition)[]).filter(
    (name) => definition[name] !== undefined,
  );
  const removed = optionalFields.filter((name) => definition[name] === undefined);
  try {
    const answer = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.recurrence(hostelId, _id),
        UpdateExpression:
          `SET ${set.map((name) => `#${name} = :set_${name}`).join(', ')}` +
          (removed.length > 0 ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''),
        ConditionExpression: 'attribute_exists(pk) AND #version = :readVersion',
        ExpressionAttributeNames: Object.fromEntries([...set, ...removed].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(set.map((name) => [`:set_${name}`, definition[name]])),
          ':readVersion': fromVersion,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recurrenceOf(answer.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Recurrences are never deleted: the one the caller read is there, at another version.
    throw refuse('recurrence.changed');
  }
}

async function create(rec: Recurrence): Promise<void> {
  const { _id, ...fields } = rec;
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.recurrence(rec.hostelId, _id), entity: 'Recurrence', recurrenceId: _id, ...fields },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.recurrenceCount(rec.hostelId),
          UpdateExpression: 'ADD #n :one',
          ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
          ExpressionAttributeNames: { '#n': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': recurrenceLimits.perHostel },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failed.includes(1))
      throw refuse('recurrence.limit');
    throw error;
  }
}

/**
 * Records the job's progress: every planned date up to `through` has been made. It only moves forward,
 * and, given `version`, only while the recurrence is still that version (an edit meanwhile leaves the
 * dates after the old progress to the next run, under the new definition). False when it did not move.
 */
export async function setThrough(
  hostelId: string,
  id: string,
  through: string,
  version?: number,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.recurrence(hostelId, id),
        UpdateExpression: 'SET #through = :through',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(#through) OR #through < :through)' +
          (version === undefined ? '' : ' AND #version = :version'),
        ExpressionAttributeNames: {
          '#through': 'through',
          ...(version === undefined ? {} : { '#version': 'version' }),
        },
        ExpressionAttributeValues: {
          ':through': through,
          ...(version === undefined ? {} : { ':version': version }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
