/** Fixed-window counters for throttling attempts per account (login failures, reset mails). */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from './client';
import { keys } from './keys';

/** A fixed window of attempts: what is counted, of whom, and for how long. */
export interface Window {
  kind: string;
  subject: string;
  seconds: number;
}

const windowStart = (window: Window, now: number) => Math.floor(now / 1000 / window.seconds) * window.seconds;

/** How many attempts the subject has made in the current window. */
export async function attempts(window: Window, now = Date.now()): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.throttle(window.kind, window.subject, windowStart(window, now)),
      ProjectionExpression: 'attempts',
    }),
  );
  return Number(Item?.attempts ?? 0);
}

/** Counts one attempt and answers the count in the current window, this one included. */
export async function recordAttempt(window: Window, now = Date.now()): Promise<number> {
  const start = windowStart(window, now);
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.throttle(window.kind, window.subject, start),
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, entity = :entity',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': start + window.seconds * 2, ':entity': 'Throttle' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.attempts ?? 1);
}
