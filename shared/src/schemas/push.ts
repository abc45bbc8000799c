/**
 * Push notifications (issue 33): what the push routes take. A subscription is the browser's own
 * `PushSubscription.toJSON()`, bounded so that a stored device never grows past a few hundred bytes. Part of
 * the route table's schemas (`route-table/push.ts`).
 */
import { messages } from '../messages';
import * as z from './zod';

/** Real push services' endpoints are a few hundred characters; a URL longer than this is no endpoint. */
export const maxEndpointLength = 1000;

const endpoint = z
  .string({ error: messages.required })
  .check(
    z.maxLength(maxEndpointLength, { error: messages.fieldNotValid }),
    z.regex(/^https?:\/\/[^\s]+$/, { error: messages.fieldNotValid }),
  );

/** A base64url text of the given bounds (the browser's keys: p256dh is 65 bytes, auth 16). */
const base64url = (min: number, max: number) =>
  z
    .string({ error: messages.required })
    .check(
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: messages.fieldNotValid }),
      z.minLength(min, { error: messages.fieldNotValid }),
      z.maxLength(max, { error: messages.fieldNotValid }),
    );

export const pushSubscriptionBody = z.strictObject({
  endpoint,
  // The browser sends it (null almost always); the server keeps no use for it.
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

export const pushRemoveBody = z.strictObject({ endpoint });
