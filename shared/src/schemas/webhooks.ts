/**
 * Webhooks (issue 34): what the webhook routes take. Part of the route table's schemas
 * (`route-table/webhooks.ts`). Whether a URL may be posted to depends on where the server runs (a plain
 * http://localhost only on one machine), so the handler decides that, not this schema.
 */
import { messages } from '../messages';
import { webhookEvents } from '../webhooks';
import { id } from './fields';
import * as z from './zod';

export const maxWebhookUrlLength = 500;

const url = z
  .string({ error: messages.required })
  .check(
    z.maxLength(maxWebhookUrlLength, { error: messages.fieldNotValid }),
    z.regex(/^https?:\/\/[^\s]+$/, { error: messages.fieldNotValid }),
  );

const events = z.array(z.enum(webhookEvents, { error: messages.fieldNotValid })).check(
  z.minLength(1, { error: messages.required }),
  z.maxLength(webhookEvents.length, { error: messages.fieldNotValid }),
  z.refine((list) => new Set(list).size === list.length, { error: messages.fieldNotValid }),
);

export const createWebhookBody = z.strictObject({ url, events });

export const webhookIdBody = z.strictObject({ hookId: id });

export const webhookDeliveriesQuery = z.strictObject({ hookId: id });

/** A delivery's id: its event's time in milliseconds and a hash of the event and hook (`webhook-events.ts`). */
export const webhookDeliveryId = z
  .string({ error: messages.required })
  .check(z.regex(/^\d{13}-[0-9a-f]{20}$/, { error: messages.fieldNotValid }));

export const resendWebhookBody = z.strictObject({ hookId: id, deliveryId: webhookDeliveryId });
