/**
 * Email confirmation tokens of self-registrations: 32 random bytes mailed once in the link, stored only as
 * their SHA-256, one per registration (a registration again replaces the account and so the token), for
 * two days. The token is deleted in the transaction that confirms, so a link confirms once.
 */
import { createHash, randomBytes } from 'node:crypto';

import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

export const confirmTokenLifetimeSeconds = 2 * 24 * 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user and the Put that stores it, for the registration's own transaction. */
export function newConfirmToken(userId: string, now = Date.now()): { token: string; write: TransactItem } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now / 1000) + confirmTokenLifetimeSeconds;
  return {
    token,
    write: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.confirmToken(userId),
          entity: 'ConfirmToken',
          tokenHash: hashOf(token),
          expiresAt,
          ttl: expiresAt,
        },
      },
    },
  };
}

/** True if the stored token item (read with its user, `getUserWith`) is this token, unexpired. */
export function confirmTokenMatches(
  item: Record<string, unknown> | undefined,
  token: string,
  now = Date.now(),
): boolean {
  return item?.tokenHash === hashOf(token) && Number(item.expiresAt) > Math.floor(now / 1000);
}

/** The Delete that uses the token up: it holds only while the token is this one and unexpired. */
export function confirmTokenUse(userId: string, token: string, now = Date.now()): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.confirmToken(userId),
      ConditionExpression: 'tokenHash = :hash AND expiresAt > :now',
      ExpressionAttributeValues: { ':hash': hashOf(token), ':now': Math.floor(now / 1000) },
    },
  };
}
