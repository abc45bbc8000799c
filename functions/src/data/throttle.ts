/**
 * Counters for throttling attempts (password checks, reset mails): fixed windows counted with atomic
 * updates, and a gate that lets one attempt through per interval.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { isConditionFailure } from './store/transact';

/** A fixed window of attempts: what is counted, of whom, and for how long. */
export interface Window {
  kind: string;
  subject: string;
  seconds: number;
}

const windowStart = (window: Window, now: number) => Math.floor(now / 1000 / window.seconds) * window.seconds;

const windowKey = (window: Window, now: number) =>
  keys.throttle(window.kind, window.subject, windowStart(window, now));

/** Seconds until the current window ends (at least 1). */
export const secondsLeft = (window: Window, now = Date.now()) =>
  Math.max(1, windowStart(window, now) + window.seconds - Math.floor(now / 1000));

/** Counters outlive their window by one more, then the table's TTL removes them. */
const ttlOf = (window: Window, now: number) => windowStart(window, now) + window.seconds * 2;

/** How many attempts the subject has made in the current window. */
export async function attempts(window: Window, now = Date.now()): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: windowKey(window, now),
      ProjectionExpression: 'attempts',
      ConsistentRead: true,
    }),
  );
  return Number(Item?.attempts ?? 0);
}

/** Counts one attempt and answers the count in the current window, this one included. */
export async function recordAttempt(window: Window, now = Date.now()): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: windowKey(window, now),
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, entity = :entity',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttlOf(window, now), ':entity': 'Throttle' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.attempts ?? 1);
}

/**
 * Counts one attempt only while fewer than `max` were counted in the window, in one conditional update, so
 * that attempts arriving together cannot all pass a count read before any of them was written. Answers
 * the count with this attempt, or undefined when the window is full.
 */
export async function reserveAttempt(
  window: Window,
  max: number,
  now = Date.now(),
): Promise<number | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: windowKey(window, now),
        UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, entity = :entity',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': max,
          ':ttl': ttlOf(window, now),
          ':entity': 'Throttle',
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.attempts ?? 1);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Gives back an attempt reserved in the window that turned out not to happen. */
export async function releaseAttempt(window: Window, now = Date.now()): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: windowKey(window, now),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Sets the window's count back to zero. */
export async function clearAttempts(window: Window, now = Date.now()): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: windowKey(window, now),
        UpdateExpression: 'SET attempts = :zero',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * Lets one attempt of `kind` for the subject through per `intervalSeconds`: the gate opens at a time held
 * in one item, and passing it moves that time on in the same conditional update, so two attempts at once
 * cannot both pass. Answers 0 when passed, else the seconds until the gate opens.
 */
export async function passGate(
  kind: string,
  subject: string,
  intervalSeconds: number,
  now = Date.now(),
): Promise<number> {
  const opensAt = now + intervalSeconds * 1000;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(kind, subject, 0),
        UpdateExpression: 'SET opensAt = :opensAt, #ttl = :ttl, entity = :entity',
        ConditionExpression: 'attribute_not_exists(opensAt) OR opensAt <= :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':opensAt': opensAt,
          ':now': now,
          ':ttl': Math.ceil(opensAt / 1000) + 3600,
          ':entity': 'Throttle',
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 0;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The error carries the item as stored (not converted by the document client).
    const stored = (error as { Item?: { opensAt?: { N?: string } | number } }).Item?.opensAt;
    const held = Number(typeof stored === 'object' ? stored.N : stored);
    return Number.isFinite(held) ? Math.max(1, Math.ceil((held - now) / 1000)) : intervalSeconds;
  }
}
