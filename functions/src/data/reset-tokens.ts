/**
 * Password-reset tokens: 32 random bytes handed out once, stored only as their SHA-256, one per user
 * (a new one replaces the old), usable once, for one hour.
 */
import { createHash, randomBytes } from 'node:crypto';

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import type { Role } from '#shared/domain';

import { db, tableName } from './client';
import { keys } from './keys';
import { transact, TransactionConditionFailed } from './transact';

export const resetTokenLifetimeSeconds = 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new token for the user (voiding any earlier one) and answers it. */
export async function issueResetToken(userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now / 1000) + resetTokenLifetimeSeconds;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.resetToken(userId),
        entity: 'ResetToken',
        tokenHash: hashOf(token),
        expiresAt,
        ttl: expiresAt,
      },
    }),
  );
  return token;
}

/** True if the token is the user's current one and has not expired (a read, for early refusal). */
export async function isResetTokenValid(userId: string, token: string, now = Date.now()): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.resetToken(userId) }));
  return Item?.tokenHash === hashOf(token) && Number(Item.expiresAt) > Math.floor(now / 1000);
}

/**
 * Uses the token to set a new password, in one transaction: the token item is deleted on the condition
 * that it is still this token and unexpired (so two uses at once cannot both win), and the user's hash
 * is replaced with the session version raised. Answers false when the link is invalid, used or expired.
 */
export async function consumeResetToken(
  userId: string,
  role: Role,
  token: string,
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName,
          Key: keys.resetToken(userId),
          ConditionExpression: 'tokenHash = :hash AND expiresAt > :now',
          ExpressionAttributeValues: { ':hash': hashOf(token), ':now': Math.floor(now / 1000) },
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
