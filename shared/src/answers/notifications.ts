/** What the notification, live-poll and timeline routes answer. */
import { maintenanceStatuses } from '../maintenance';
import { notificationKinds } from '../notification-kinds';
import * as z from '../schemas/zod';
import { historyActions, historyEntry } from './entities';
import { shownPhoto } from './photos';

export const notification = z.strictObject({
  id: z.string(),
  kind: z.enum(notificationKinds),
  at: z.string(),
  read: z.boolean(),
  /** The request it is about; absent for a registration. */
  requestId: z.optional(z.string()),
  /** Who made the change. */
  byName: z.optional(z.string()),
  /** The action, for `done` (a Start or a door's scan tells no one, so it has no `done` notification). */
  action: z.optional(
    z.enum([
      ...historyActions.filter((action) => action !== 'start' && action !== 'scan'),
      'rate',
      'cancel',
    ] as const),
  ),
  room: z.optional(z.string()),
  date: z.optional(z.string()),
  time: z.optional(z.string()),
  keeperName: z.optional(z.string()),
  studentName: z.optional(z.string()),
  reason: z.optional(z.string()),
  stars: z.optional(z.number()),
  /** Where a moved request was before (`moved`, `movedOff`). */
  fromDate: z.optional(z.string()),
  fromTime: z.optional(z.string()),
  /** How many requests (`unplaced`). */
  count: z.optional(z.number()),
  /** The maintenance report and its new status (`maintenance`, issue 32). */
  reportId: z.optional(z.string()),
  maintenanceStatus: z.optional(z.enum(maintenanceStatuses)),
  /** The checklist items an inspection failed (`reclean`). */
  items: z.optional(z.array(z.string())),
});
export const listNotificationsAnswer = z.strictObject({
  items: z.array(notification),
  cursor: z.optional(z.string()),
  /** Unread notifications of the caller. */
  unread: z.number(),
});
export const readNotificationsAnswer = z.strictObject({ unread: z.number() });

/** The hostel's change stamp and the caller's unread count; 304 with no body while both are unchanged. */
export const liveAnswer = z.strictObject({ stamp: z.number(), unread: z.number() });
export const requestTimelineAnswer = z.strictObject({
  _id: z.string(),
  room: z.string(),
  floor: z.string(),
  date: z.string(),
  time: z.string(),
  studentName: z.string(),
  requestStatus: z.string(),
  roomkeeper: z.optional(z.string()),
  /** When the keeper tapped Start: the request shows as in progress. */
  startedAt: z.optional(z.string()),
  timeIn: z.optional(z.string()),
  timeOut: z.optional(z.string()),
  rated: z.optional(z.boolean()),
  /** The newest entries, oldest first; `olderEntries` counts those no longer stored. */
  history: z.array(historyEntry),
  olderEntries: z.optional(z.number()),
  /** The cleaning schedule that made it (issue 31): the timeline marks it as a regular clean. */
  recurrenceId: z.optional(z.string()),
  /** The clean this one repeats, and the re-clean made of this one (issue 32): the timeline links the chain. */
  recleanOf: z.optional(z.string()),
  recleanId: z.optional(z.string()),
  /** The keeper's photos of Done (issue 32), each through a GET URL signed for a quarter of an hour. */
  photos: z.optional(z.array(shownPhoto)),
});
