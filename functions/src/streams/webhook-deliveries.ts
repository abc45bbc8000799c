/**
 * Webhook deliveries from the table's stream (issue 34): the request, maintenance-report and inspection
 * items a batch carries are read as events (`domain/webhook-item-events.ts`), each hostel's hooks are read
 * once, and every hook that picked an event gets one signed POST, tried again with backoff (`domain/webhook-send.ts`). A delivery is written before it
 * is sent, so a batch the stream gives again posts nothing twice, and its outcome after, so the admin sees
 * it and may resend a failed one. A receiver's failure never fails the batch: the mails of the same batch
 * must not go twice because a receiver was down.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';

import { claimDelivery, readWebhooks, recordOutcome, type StoredWebhook } from '../data/webhooks';
import { deliveryBodyOf, deliveryIdOf, type ItemEvent } from '../domain/webhook-events';
import { itemEventOf } from '../domain/webhook-item-events';
import { signingSecrets } from '../domain/webhook-secrets';
import { attemptTimeoutMs, postWithRetries } from '../domain/webhook-send';

/** The webhook events among the records: items inserted or changed, read from their new image. */
export function itemEventsOf(records: DynamoDBStreamEvent['Records']): ItemEvent[] {
  return records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if ((record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') || !image) return [];
    const event = itemEventOf(unmarshall(image as Record<string, AttributeValue>));
    return event ? [event] : [];
  });
}

/** Deliveries sent at once: a batch of 100 changes to a hostel with five hooks waits on 20 at a time. */
const concurrency = 20;

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** What a delivery is written as when the batch's time ran out before its first attempt could end. */
const outOfTime = { status: 'failed', attempts: 0, error: 'not sent: the sender ran out of time' } as const;

async function deliver(hook: StoredWebhook, event: ItemEvent, until: number): Promise<void> {
  const id = deliveryIdOf(hook.id, event);
  const body = deliveryBodyOf(id, event);
  const claimed = await claimDelivery(
    event.hostelId,
    { id, hookId: hook.id, event: event.event, at: event.at, body },
    new Date().toISOString(),
  );
  if (!claimed) return;
  if (Date.now() + attemptTimeoutMs > until) {
    await recordOutcome(event.hostelId, hook.id, id, { ...outOfTime, at: new Date().toISOString() });
    return;
  }
  const result = await postWithRetries(
    { id, event: event.event, url: hook.url, secrets: signingSecrets(hook), body },
    until,
  );
  await recordOutcome(event.hostelId, hook.id, id, {
    status: result.ok ? 'delivered' : 'failed',
    attempts: result.attempts,
    at: new Date().toISOString(),
    responseStatus: result.responseStatus,
    error: result.error,
  });
}

/**
 * Posts the records' events to the hooks that picked them, every attempt ending by `until` (epoch
 * ms): a delivery the time leaves no attempt for is written as failed, for the admin to send again, rather
 * than left pending by a function stopped mid-way.
 */
export async function deliverWebhooks(
  records: DynamoDBStreamEvent['Records'],
  until = Date.now() + 60_000,
): Promise<void> {
  const events = itemEventsOf(records);
  if (events.length === 0) return;
  const hostels = [...new Set(events.map((event) => event.hostelId))];
  const hooksByHostel = new Map(
    await Promise.all(hostels.map(async (id) => [id, (await readWebhooks(id)).hooks] as const)),
  );
  const work = events.flatMap((event) =>
    (hooksByHostel.get(event.hostelId) ?? [])
      .filter((hook) => hook.events.includes(event.event))
      .map((hook) => ({ hook, event })),
  );
  await inPool(work, ({ hook, event }) => deliver(hook, event, until));
}
