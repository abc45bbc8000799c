/** What the data-rights routes answer: a page of a person's own data, a page of the hostel's audit log. */
import * as z from '../schemas/zod';
import { cleanRequest, feedbackItem, page, user } from './entities';
import { notification } from './notifications';

/** Who a person is as stored, less every secret (password hash, session version, link and push keys). */
export const myProfile = z.strictObject({
  user,
  createdAt: z.string(),
  /** Their room's id and bed, and a keeper's building, when set. */
  roomId: z.optional(z.string()),
  bed: z.optional(z.number()),
  building: z.optional(z.string()),
  /** Whether they have a calendar link and since when (never its token). */
  calendarFeed: z.strictObject({ active: z.boolean(), createdAt: z.optional(z.string()) }),
  /** Their push devices: the push service's address and when it was saved (never the keys). */
  pushDevices: z.array(z.strictObject({ service: z.string(), at: z.string() })),
});

/** The parts of a download, walked in this order; `profile` comes with the first page. */
export const myDataSections = ['requests', 'feedback', 'notifications'] as const;

/**
 * One page of the download: the profile on the first, then one Query page of one of the person's own
 * partitions per call, until no cursor comes back.
 */
export const myDataPage = z.strictObject({
  profile: z.optional(myProfile),
  section: z.enum(myDataSections),
  requests: z.optional(z.array(cleanRequest)),
  feedback: z.optional(z.array(feedbackItem)),
  notifications: z.optional(z.array(notification)),
  cursor: z.optional(z.string()),
});

/** What the log records: a settings change, an approval of registrations, a removal of a user. */
export const auditActions = [
  'settings',
  'approve',
  'decline',
  'remove',
  'capacity',
  'erase',
  'webhookAdd',
  'webhookDelete',
  'webhookRotate',
] as const;

/** One entry of the audit log: who did what, when, to whom or to which settings. */
export const auditEntry = z.strictObject({
  id: z.string(),
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  action: z.enum(auditActions),
  /** The people the change was about (approve, decline, remove, capacity). */
  targets: z.optional(z.array(z.strictObject({ id: z.string(), name: z.string() }))),
  /** The settings it set and their new values, as text (a webhook's: its URL, on registering its events). */
  changes: z.optional(z.array(z.strictObject({ name: z.string(), value: z.string() }))),
});

export const auditLogPage = page(auditEntry);

/**
 * An erasure's progress: `done` once nothing of the person is left but their id and counts; `done: false`
 * when the rest did not fit this call, and the same call, sent again, goes on from where it stopped (the
 * place is kept on the person's item).
 */
export const eraseUserAnswer = z.strictObject({ id: z.string(), done: z.boolean() });
