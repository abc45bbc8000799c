/**
 * Notifications (what changed for whom), the hostel's change stamp that open pages poll, and one
 * request's timeline. Part of the route table's schemas (`route-table/notifications.ts`).
 */
import { messages } from '../messages';
import { cursor, id } from './fields';
import * as z from './zod';

/** A notification's id: its time and a random part, as stored in its sort key. */
const notificationId = z
  .string()
  .check(z.regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z#[0-9a-f-]{36}$/, { error: messages.fieldNotValid }));

export const listNotificationsQuery = z.strictObject({ cursor });

/** At most 25 ids at once, or every unread one. */
export const readNotificationsBody = z.union([
  z.strictObject({ ids: z.array(notificationId).check(z.minLength(1), z.maxLength(25)) }),
  z.strictObject({ all: z.literal(true) }),
]);

export const requestTimelineQuery = z.strictObject({ id });
