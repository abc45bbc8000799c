/**
 * Calendar links (issue 33): 32 random bytes handed out once and stored only as their SHA-256, as reset
 * links are (`reset-tokens.ts`). The token item `CALFEED#<hash>` says whose feed it opens; the user item's
 * `calendarFeedHash` names the current one, so a replacement or a revocation deletes the old item in the
 * same transaction that changes the user, and an old link is simply missing.
 */
import { createHash, randomBytes } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { Role } from '#shared/domain';

import { busy } from '../refusal';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';
import type { UserRecord } from './users';

export const calendarTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whose feed a token opens. */
export interface CalendarFeedOwner {
  userId: string;
  hostelId: string;
  role: Role;
}

type Holder = Pick<UserRecord, '_id' | 'hostelId' | 'role' | 'calendarFeedHash'>;

/** The user's current hash is still the one read, so two changes at once cannot both win. */
function userChange(user: Holder, update: string, values: Record<string, unknown>): TransactItem {
  const current = user.calendarFeedHash;
  return {
    Update: {
      TableName: tableName,
      Key: keys.user(user._id),
      UpdateExpression: update,
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND ${
        current ? 'calendarFeedHash = :current' : 'attribute_not_exists(calendarFeedHash)'
      }`,
      ExpressionAttributeValues: { ...values, ...(current ? { ':current': current } : {}) },
    },
  };
}

const oldTokenDeletion = (user: Holder): TransactItem[] =>
  user.calendarFeedHash
    ? [{ Delete: { TableName: tableName, Key: keys.calendarFeed(user.calendarFeedHash) } }]
    : [];

/** Runs a change of the user's link; another change of it at the same moment makes this one retryable. */
async function changeLink(items: TransactItem[]): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw busy();
    throw error;
  }
}

/** A new link for the user, voiding their old one in the same transaction: the token, shown this once. */
export async function makeCalendarFeed(
  user: Holder,
  now = new Date(),
): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = calendarTokenHash(token);
  const createdAt = now.toISOString();
  const owner: CalendarFeedOwner = { userId: user._id, hostelId: user.hostelId, role: user.role };
  await changeLink([
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.calendarFeed(hash), entity: 'CalendarFeed', ...owner, createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    userChange(user, 'SET calendarFeedHash = :hash, calendarFeedAt = :at', {
      ':hash': hash,
      ':at': createdAt,
    }),
    ...oldTokenDeletion(user),
  ]);
  return { token, createdAt };
}

/** Voids the user's link, if they have one. */
export async function revokeCalendarFeed(user: Holder): Promise<void> {
  if (!user.calendarFeedHash) return;
  await changeLink([
    userChange(user, 'REMOVE calendarFeedHash, calendarFeedAt', {}),
    ...oldTokenDeletion(user),
  ]);
}

/** Whose feed the token opens, or undefined for a token never made, replaced or revoked. */
export async function calendarFeedOwner(token: string): Promise<CalendarFeedOwner | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.calendarFeed(calendarTokenHash(token)) }),
  );
  if (!Item) return undefined;
  return { userId: String(Item.userId), hostelId: String(Item.hostelId), role: Item.role as Role };
}
