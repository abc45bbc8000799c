/**
 * What the webhook routes do (issue 34), apart from their handlers: registering a hook with a new secret,
 * the answers without it, and sending a delivery again from the admin's page. Another hostel's hook or
 * delivery is not under the caller's hostel's keys, so it answers exactly as a missing one.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { webhookDelivery } from '#shared/answers/webhooks';
import type * as z from '#shared/schemas/zod';
import { maxWebhooksPerHostel, type WebhookEvent } from '#shared/webhooks';

import type { AuditActor } from '../data/audit-log';
import {
  addWebhook,
  readDelivery,
  readWebhooks,
  recordOutcome,
  type StoredDelivery,
  type StoredWebhook,
} from '../data/webhooks';
import { refuse } from '../refusal';
import { leadsToPrivateAddress } from './webhook-address';
import { signingSecrets } from './webhook-secrets';
import { postDelivery } from './webhook-send';
import { isAllowedWebhookUrl } from './webhook-url';

/** A hook as answers show it: never a secret; until when an old secret still signs, while it does. */
export const webhookAnswer = (
  { secret: _secret, oldSecret: _old, oldSecretUntil, ...hook }: StoredWebhook,
  now = new Date(),
) => ({
  ...hook,
  ...(oldSecretUntil && Date.parse(oldSecretUntil) > now.getTime() ? { oldSecretUntil } : {}),
});

export const webhooksAnswer = (hooks: StoredWebhook[]) => ({
  items: hooks.map((hook) => webhookAnswer(hook)),
  max: maxWebhooksPerHostel,
});

export const deliveryAnswer = (stored: StoredDelivery): z.input<typeof webhookDelivery> => ({
  id: stored.id,
  event: stored.event,
  at: stored.at,
  status: stored.status,
  attempts: stored.attempts,
  lastAttemptAt: stored.lastAttemptAt,
  ...(stored.responseStatus === undefined ? {} : { responseStatus: stored.responseStatus }),
  ...(stored.error === undefined ? {} : { error: stored.error }),
});

/** A new signing secret: 256 random bits. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Registers a hook, recorded in the audit log; its secret is answered this once. */
export async function registerWebhook(
  by: AuditActor,
  input: { url: string; events: WebhookEvent[] },
  now = new Date(),
): Promise<{ hook: StoredWebhook; secret: string }> {
  // A private address, written out or behind a name, is told as such before any other rule of the URL.
  const host = URL.canParse(input.url) ? new URL(input.url).hostname : undefined;
  if (host !== undefined && (await leadsToPrivateAddress(host))) throw refuse('webhook.privateAddress');
  if (!isAllowedWebhookUrl(input.url)) throw refuse('webhook.urlNotAllowed');
  const secret = newSecret();
  const hook: StoredWebhook = {
    id: randomUUID(),
    url: input.url,
    events: input.events,
    secret,
    createdAt: now.toISOString(),
  };
  await addWebhook(by, hook);
  return { hook, secret };
}

/** The hostel's hook of that id, with the list it is in; 404 `webhook.notFound` when it has none such. */
export async function hookOfHostel(hostelId: string, hookId: string) {
  const stored = await readWebhooks(hostelId);
  const hook = stored.hooks.find((each) => each.id === hookId);
  if (!hook) throw refuse('webhook.notFound');
  return { stored, hook };
}

/**
 * Posts a stored delivery again, once, with a fresh timestamp and signature over the body first sent, and
 * writes what it came to. The admin waits for the answer, so it is one attempt (the page offers another).
 */
export async function resendDelivery(
  hostelId: string,
  hookId: string,
  deliveryId: string,
): Promise<StoredDelivery> {
  const [{ hook }, delivery] = await Promise.all([
    hookOfHostel(hostelId, hookId),
    readDelivery(hostelId, hookId, deliveryId),
  ]);
  if (!delivery) throw refuse('webhook.deliveryNotFound');
  const result = await postDelivery({
    id: delivery.id,
    event: delivery.event,
    url: hook.url,
    secrets: signingSecrets(hook),
    body: delivery.body,
  });
  return recordOutcome(hostelId, hookId, deliveryId, {
    status: result.ok ? 'delivered' : 'failed',
    attempts: 1,
    at: new Date().toISOString(),
    responseStatus: result.responseStatus,
    error: result.error,
  });
}
