/** What the maintenance routes answer (issue 32). */
import { maintenanceCategories, maintenanceStatuses, maintenanceUrgencies } from '../maintenance';
import * as z from '../schemas/zod';
import { shownPhoto } from './photos';

/** One change of a report, newest last: who (by name), when, and what it became. */
export const maintenanceHistoryEntry = z.strictObject({
  at: z.string(),
  byName: z.string(),
  status: z.enum(maintenanceStatuses),
  assignee: z.optional(z.string()),
  note: z.optional(z.string()),
});

export const maintenanceReport = z.strictObject({
  id: z.string(),
  roomId: z.string(),
  building: z.string(),
  floor: z.string(),
  number: z.string(),
  category: z.enum(maintenanceCategories),
  urgency: z.enum(maintenanceUrgencies),
  text: z.string(),
  status: z.enum(maintenanceStatuses),
  assignee: z.optional(z.string()),
  note: z.optional(z.string()),
  reporterName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent back with a change: a change on an older version is refused (409 `maintenance.changed`). */
  version: z.number(),
  /** The newest changes, oldest first; `olderEntries` counts those no longer kept. */
  history: z.array(maintenanceHistoryEntry),
  olderEntries: z.optional(z.number()),
  /** The reporter's photos (issue 32), each through a GET URL signed for a quarter of an hour. */
  photos: z.optional(z.array(shownPhoto)),
});

export const maintenanceReportAnswer = z.strictObject({ report: maintenanceReport });

export const maintenancePage = z.strictObject({
  items: z.array(maintenanceReport),
  cursor: z.optional(z.string()),
});

/** The hostel's numbers by category: reports made, moves to fixed, and the mean minutes to fix. */
export const maintenanceStatsAnswer = z.strictObject({
  categories: z.array(
    z.strictObject({
      category: z.enum(maintenanceCategories),
      reported: z.number(),
      fixed: z.number(),
      /** Absent until one is fixed. */
      meanFixMinutes: z.optional(z.number()),
    }),
  ),
});
