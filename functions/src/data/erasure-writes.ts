/**
 * The writes of an erasure's start and end (issue 34) on the person's own items; the walk between them is
 * `erasure-walk.ts`. The person's item stays, as an id that requests, feedback and analytics still name.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { erasedName } from '#shared/erasure';

import { type AuditActor, auditPut } from './audit-log';
import type { ErasePlace } from './erasure-walk';
import { stampBump } from './notifications';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, type TransactItem } from './store/transact';

/** The person's item as stored, removed or being erased included: one GetItem. */
export async function getStoredItem(userId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  return Item;
}

/**
 * Marks the person `erasing` at the walk's start and ends their sessions (the token version): from
 * then on they are signed in nowhere and sign in no more (`getUser`), while their name and email stay
 * on their item for the walk to find. Only once: a second start finds the mark and goes on.
 */
export async function startErasing(userId: string): Promise<void> {
  await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(erasing) AND attribute_not_exists(erasedAt)',
        UpdateExpression: 'SET erasing = :place ADD tokenVersion :one',
        ExpressionAttributeValues: { ':place': { source: 0 }, ':one': 1 },
      },
    },
  ]);
}

/** The update that keeps the walk's next place, in the transaction of the step's rewrites. */
export function placeWrite(userId: string, place: ErasePlace): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.user(userId),
      ConditionExpression: 'attribute_exists(erasing)',
      UpdateExpression: 'SET erasing = :place',
      ExpressionAttributeValues: { ':place': place },
    },
  };
}

/**
 * The end, once the walk is over and the account removed: the person's item keeps its id, role, hostel,
 * dates and counters, and loses every personal field; their reset and confirmation links and calendar
 * link go; the audit log records the erasure by id. One transaction.
 */
export async function finishErasing(
  person: { _id: string; hostelId: string; calendarFeedHash?: unknown },
  by: AuditActor,
): Promise<void> {
  const now = new Date().toISOString();
  const feed =
    typeof person.calendarFeedHash === 'string' ? [keys.calendarFeed(person.calendarFeedHash)] : [];
  await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.user(person._id),
        ConditionExpression: 'attribute_exists(erasing)',
        UpdateExpression:
          'SET #name = :erased, firstname = :empty, lastname = :empty, email = :empty, phone = :empty, ' +
          'erasedAt = :now REMOVE erasing, passwordHash, calendarFeedHash, calendarFeedAt, profileimg',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':erased': erasedName, ':empty': '', ':now': now },
      },
    },
    ...[keys.resetToken(person._id), keys.confirmToken(person._id), keys.userImage(person._id), ...feed].map(
      (Key) => ({ Delete: { TableName: tableName, Key } }),
    ),
    auditPut(by, { action: 'erase', targets: [{ id: person._id, name: erasedName }] }, now),
    stampBump(person.hostelId),
  ]);
}
