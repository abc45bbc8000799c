/**
 * Notifications (what changed for whom), the hostel's change stamp that open pages poll, and one
 * request's timeline. Part of the route table's schemas (`route-table/notifications.ts`).
 */
import * as z from 'zod';

import { messages } from '../messages';
import { notificationKinds } from '../notification-kinds';
import { historyEntry } from './entities';
import { cursor, id } from './fields';

export { type NotificationKind, notificationKinds } from '../notification-kinds';

/** A notification's id: its time and a random part, as stored in its sort key. */
const notificationId = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z#[0-9a-f-]{36}$/, { error: messages.fieldNotValid });

export const notification = z.strictObject({
  id: z.string(),
  kind: z.enum(notificationKinds),
  at: z.string(),
  read: z.boolean(),
  /** The request it is about; absent for a registration. */
  requestId: z.string().optional(),
  /** Who made the change. */
  byName: z.string().optional(),
  /** The action, for `done` (a Start tells no one, so it has no `done` notification). */
  action: historyEntry.shape.action.exclude(['start']).or(z.literal('rate')).optional(),
  room: z.string().optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  keeperName: z.string().optional(),
  studentName: z.string().optional(),
  reason: z.string().optional(),
  stars: z.number().optional(),
});

export const listNotificationsQuery = z.strictObject({ cursor });
export const listNotificationsAnswer = z.strictObject({
  items: z.array(notification),
  cursor: z.string().optional(),
  /** Unread notifications of the caller. */
  unread: z.number(),
});

/** At most 25 ids at once, or every unread one. */
export const readNotificationsBody = z.union([
  z.strictObject({ ids: z.array(notificationId).min(1).max(25) }),
  z.strictObject({ all: z.literal(true) }),
]);
export const readNotificationsAnswer = z.strictObject({ unread: z.number() });

/** The hostel's change stamp and the caller's unread count; 304 with no body while both are unchanged. */
export const liveAnswer = z.strictObject({ stamp: z.number(), unread: z.number() });

export const requestTimelineQuery = z.strictObject({ id });
export const requestTimelineAnswer = z.strictObject({
  _id: z.string(),
  room: z.string(),
  floor: z.string(),
  date: z.string(),
  time: z.string(),
  studentName: z.string(),
  requestStatus: z.string(),
  roomkeeper: z.string().optional(),
  /** When the keeper tapped Start: the request shows as in progress. */
  startedAt: z.string().optional(),
  timeIn: z.string().optional(),
  timeOut: z.string().optional(),
  rated: z.boolean().optional(),
  /** The newest entries, oldest first; `olderEntries` counts those no longer stored. */
  history: z.array(historyEntry),
  olderEntries: z.number().optional(),
});
