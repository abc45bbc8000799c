/**
 * Password-reset tokens: 32 random bytes handed out once, stored only as their SHA-256, one per user
 * (a new one replaces the old, so a new invitation or reset link voids the earlier one), usable once: for
 * one hour when asked for through "forgot password", for seven days when mailed as an invitation (an
 * invitee often opens it the next morning, not within the hour).
 */
import { createHash, randomBytes } from 'node:crypto';

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { Role } from '#shared/domain';

import { db, tableName } from './store/client';
import { keys } from './store/keys';
import {
  isConditionFailure,
  transact,
  TransactionConditionFailed,
  type TransactItem,
} from './store/transact';

export const resetTokenLifetimeSeconds = 60 * 60;
export const invitationLifetimeSeconds = 7 * 24 * 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user and the Put that stores its hash (voiding any earlier one). */
export function resetTokenWrite(
  userId: string,
  now = Date.now(),
  lifetimeSeconds = resetTokenLifetimeSeconds,
): { token: string; item: TransactItem } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now / 1000) + lifetimeSeconds;
  const Item = {
    ...keys.resetToken(userId),
    entity: 'ResetToken',
    tokenHash: hashOf(token),
    expiresAt,
    ttl: expiresAt,
  };
  return { token, item: { Put: { TableName: tableName, Item } } };
}

/** Issues a new token for the user (voiding any earlier one) and answers it. */
export async function issueResetToken(
  userId: string,
  now = Date.now(),
  lifetimeSeconds = resetTokenLifetimeSeconds,
): Promise<string> {
  const { token, item } = resetTokenWrite(userId, now, lifetimeSeconds);
  await db.send(new PutCommand(item.Put!));
  return token;
}

/** Issues the token an invitation mail carries: the same kind of link, lasting seven days. */
export function issueInvitationToken(userId: string, now = Date.now()): Promise<string> {
  return issueResetToken(userId, now, invitationLifetimeSeconds);
}

/** True if the token is the user's current one and has not expired (a read, for early refusal). */
export async function isResetTokenValid(userId: string, token: string, now = Date.now()): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.resetToken(userId) }));
  return Item?.tokenHash === hashOf(token) && Number(Item.expiresAt) > Math.floor(now / 1000);
}

/** How long a claim holds the link: long enough to hash and write, short enough to retry after a crash. */
const claimSeconds = 30;

/**
 * Claims the token for one use before its new password is hashed, with one conditional update: of several
 * uses at once only one claims it, and the others are answered without spending a hash. Answers the
 * claim's id, or undefined when the link is invalid, used, expired or claimed by a use still under way.
 */
export async function claimResetToken(
  userId: string,
  token: string,
  now = Date.now(),
): Promise<string | undefined> {
  const claim = randomBytes(16).toString('base64url');
  const seconds = Math.floor(now / 1000);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.resetToken(userId),
        UpdateExpression: 'SET claim = :claim, claimedUntil = :until',
        ConditionExpression:
          'tokenHash = :hash AND expiresAt > :now AND (attribute_not_exists(claimedUntil) OR claimedUntil <= :now)',
        ExpressionAttributeValues: {
          ':claim': claim,
          ':until': seconds + claimSeconds,
          ':hash': hashOf(token),
          ':now': seconds,
        },
      }),
    );
    return claim;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Lets a claimed token go unused (the use could not finish), so the link works again at once. */
export async function releaseResetToken(userId: string, claim: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.resetToken(userId),
        UpdateExpression: 'REMOVE claim, claimedUntil',
        ConditionExpression: 'claim = :claim',
        ExpressionAttributeValues: { ':claim': claim },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Uses the claimed token to set a new password, in one transaction: the token item is deleted on the
 * condition that this use still holds it and it is unexpired, and the user's hash is replaced with the
 * session version raised. Answers false when the link is invalid, used or expired, or names another role.
 */
export async function consumeResetToken(
  userId: string,
  role: Role,
  claim: string,
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName,
          Key: keys.resetToken(userId),
          ConditionExpression: 'claim = :claim AND expiresAt > :now',
          ExpressionAttributeValues: { ':claim': claim, ':now': Math.floor(now / 1000) },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'SET passwordHash = :password ADD tokenVersion :one',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #role = :role',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':password': passwordHash, ':one': 1, ':role': role },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}
