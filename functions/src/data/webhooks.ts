/**
 * Webhooks (issue 34): a hostel's hooks and their deliveries. The hooks are one item `HOSTEL#<hid>` /
 * `WEBHOOKS` listing at most `maxWebhooksPerHostel`, so the stream's sender reads a hostel's hooks with one
 * key read per batch and the limit is a condition on the list's size. A hook keeps its signing secret, which
 * only the sender and a resend read: HMAC needs the secret itself, so it cannot be stored as a hash.
 *
 * A delivery is one item per hook and event, `HOSTEL#<hid>#HOOK#<hookId>` / `DELIVERY#<id>`, its id made
 * from the event (`domain/webhook-events.ts`): the first write is conditional, so the stream's retry of a
 * batch never posts an event twice; each attempt's outcome is written on it, and it expires after two weeks.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import {
  maxWebhooksPerHostel,
  webhookDeliveryKeptDays,
  webhookDeliveryPageSize,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '#shared/webhooks';

import { busy, refuse } from '../refusal';
import { type AuditActor, auditPut, type AuditRecord } from './audit-log';
import { db, tableName } from './store/client';
import { webhookKeys } from './store/keys';
import { queryOnce } from './store/page';
import { isConditionFailure, transact, TransactionConditionFailed } from './store/transact';

export interface StoredWebhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
  createdAt: string;
  /** The secret before the last rotation, still signed with until `oldSecretUntil` (ISO). */
  oldSecret?: string;
  oldSecretUntil?: string;
}

interface StoredHooks {
  hooks: StoredWebhook[];
  version: number;
}

const hooksOf = (item: Record<string, unknown> | undefined): StoredHooks => ({
  hooks: Array.isArray(item?.hooks) ? (item.hooks as StoredWebhook[]) : [],
  version: Number(item?.version ?? 0),
});

/** The hostel's hooks with their secrets, oldest first: one GetItem. */
export async function readWebhooks(hostelId: string): Promise<StoredHooks> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: webhookKeys.hooks(hostelId) }));
  return hooksOf(Item);
}

/**
 * The audit entry of a change of hooks (who, which hook by its URL, when): never a secret. It is put in the
 * change's own transaction, so the log tells of every change made and of none that was not.
 */
const hookAudit = (
  action: 'webhookAdd' | 'webhookDelete' | 'webhookRotate',
  hook: StoredWebhook,
): AuditRecord => ({
  action,
  changes: [
    { name: 'url', value: hook.url },
    ...(action === 'webhookAdd' ? [{ name: 'events', value: hook.events.join(', ') }] : []),
  ],
});

/**
 * Adds a hook, unless the hostel has its most already (409 `webhook.limitReached`), with its audit entry:
 * one TransactWriteItems.
 */
export async function addWebhook(by: AuditActor, hook: StoredWebhook): Promise<void> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: webhookKeys.hooks(by.hostelId),
          UpdateExpression:
            'SET entity = :entity, hooks = list_append(if_not_exists(hooks, :none), :hook), ' +
            'version = if_not_exists(version, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(hooks) OR size(hooks) < :max',
          ExpressionAttributeValues: {
            ':entity': 'Webhooks',
            ':none': [],
            ':hook': [hook],
            ':zero': 0,
            ':one': 1,
            ':max': maxWebhooksPerHostel,
          },
        },
      },
      auditPut(by, hookAudit('webhookAdd', hook)),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refuse('webhook.limitReached');
    throw error;
  }
}

/**
 * Removes a hook from the list read (`stored`), on its version, so two changes at once cannot lose one; its
 * deliveries are left to expire. Answers the hooks left.
 */
export const removeWebhook = (by: AuditActor, stored: StoredHooks, removed: StoredWebhook) =>
  writeWebhooks(
    by,
    stored,
    stored.hooks.filter((hook) => hook.id !== removed.id),
    hookAudit('webhookDelete', removed),
  );

/** Gives a hook of the list read (`stored`) a new secret (`changed`), on its version. Answers the hooks. */
export const rotateWebhook = (by: AuditActor, stored: StoredHooks, changed: StoredWebhook) =>
  writeWebhooks(
    by,
    stored,
    stored.hooks.map((hook) => (hook.id === changed.id ? changed : hook)),
    hookAudit('webhookRotate', changed),
  );

/**
 * Writes the hostel's hooks as `hooks`, on the version read, with the change's audit entry: one
 * TransactWriteItems; 409 `busy` if the list moved.
 */
async function writeWebhooks(
  by: AuditActor,
  stored: StoredHooks,
  hooks: StoredWebhook[],
  audit: AuditRecord,
): Promise<StoredWebhook[]> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: webhookKeys.hooks(by.hostelId),
          UpdateExpression: 'SET hooks = :hooks, version = version + :one',
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':hooks': hooks, ':one': 1, ':version': stored.version },
        },
      },
      auditPut(by, audit),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw busy();
    throw error;
  }
  return hooks;
}

/** One delivery as stored: the body is kept so that a resend posts exactly what was posted. */
export interface StoredDelivery {
  id: string;
  hookId: string;
  event: WebhookEvent;
  /** When the event happened (ISO). */
  at: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastAttemptAt: string;
  responseStatus?: number;
  error?: string;
}

/** What the attempts at a delivery came to. */
export interface DeliveryOutcome {
  status: Exclude<WebhookDeliveryStatus, 'pending'>;
  attempts: number;
  at: string;
  responseStatus?: number | undefined;
  error?: string | undefined;
}

const ttlOf = (now: string) => Math.floor(Date.parse(now) / 1000) + webhookDeliveryKeptDays * 24 * 60 * 60;

/**
 * Writes a new delivery as pending before it is sent; false when it is stored already (the same event of a
 * batch the stream gives again, or a change that left the request's last history entry as it was).
 */
export async function claimDelivery(
  hostelId: string,
  delivery: Pick<StoredDelivery, 'id' | 'hookId' | 'event' | 'at' | 'body'>,
  now: string,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...webhookKeys.delivery(hostelId, delivery.hookId, delivery.id),
          entity: 'WebhookDelivery',
          ...delivery,
          status: 'pending',
          attempts: 0,
          lastAttemptAt: now,
          ttl: ttlOf(now),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Writes the outcome of a delivery's attempts (`attempts` more of them); answers the delivery as it is then. */
export async function recordOutcome(
  hostelId: string,
  hookId: string,
  deliveryId: string,
  outcome: DeliveryOutcome,
): Promise<StoredDelivery> {
  const set = ['#status = :status', 'attempts = attempts + :attempts', 'lastAttemptAt = :at', '#ttl = :ttl'];
  const remove: string[] = [];
  if (outcome.responseStatus === undefined) remove.push('responseStatus');
  else set.push('responseStatus = :code');
  if (outcome.error === undefined) remove.push('#error');
  else set.push('#error = :error');
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: webhookKeys.delivery(hostelId, hookId, deliveryId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':attempts': outcome.attempts,
        ':at': outcome.at,
        ':ttl': ttlOf(outcome.at),
        ...(outcome.responseStatus === undefined ? {} : { ':code': outcome.responseStatus }),
        ...(outcome.error === undefined ? {} : { ':error': outcome.error }),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as StoredDelivery;
}

/** One delivery of a hook of the hostel: one GetItem. */
export async function readDelivery(
  hostelId: string,
  hookId: string,
  deliveryId: string,
): Promise<StoredDelivery | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: webhookKeys.delivery(hostelId, hookId, deliveryId) }),
  );
  return Item as StoredDelivery | undefined;
}

/** A hook's newest deliveries, newest first: one Query. */
export async function listDeliveries(hostelId: string, hookId: string): Promise<StoredDelivery[]> {
  const page = await queryOnce(webhookKeys.deliveries(hostelId, hookId), {
    range: { prefix: 'DELIVERY#' },
    newestFirst: true,
    limit: webhookDeliveryPageSize,
  });
  return page.items as unknown as StoredDelivery[];
}
