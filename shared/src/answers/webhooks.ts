/** What the webhook routes answer (issue 34). A hook's secret is in no answer but its creation's. */
import * as z from '../schemas/zod';
import { webhookDeliveryStatuses, webhookEvents } from '../webhooks';

export const webhook = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  createdAt: z.string(),
  /** While a rotation's grace period lasts: until when the old secret still signs (ISO). */
  oldSecretUntil: z.optional(z.string()),
});

/** The hostel's hooks, oldest first, and how many it may have. */
export const webhooksAnswer = z.strictObject({ items: z.array(webhook), max: z.number() });

/** A new hook, or one whose secret was rotated, with its signing secret, shown this once. */
export const webhookCreatedAnswer = z.strictObject({ webhook, secret: z.string() });

export const webhookDelivery = z.strictObject({
  id: z.string(),
  event: z.enum(webhookEvents),
  /** When the event happened (ISO). */
  at: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  lastAttemptAt: z.string(),
  /** The receiver's HTTP status of the last attempt, when it answered. */
  responseStatus: z.optional(z.number()),
  /** Why the last attempt failed, when it did (a timeout, a refused connection, a status). */
  error: z.optional(z.string()),
});

/** A hook's newest deliveries, newest first. */
export const webhookDeliveriesAnswer = z.strictObject({ items: z.array(webhookDelivery) });
