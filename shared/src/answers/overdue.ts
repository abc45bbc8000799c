/** Schemas of a hostel's overdue requests (`hostel-alerts.ts`). */
import * as z from '../schemas/zod';
import { listedRequest } from './entities';

/** `GET /api/overdueRequests` → the hostel's overdue requests, oldest first, and how many. */
export const overdueAnswer = z.strictObject({
  /** How many are listed; with `more`, at least this many are overdue. */
  count: z.int(),
  more: z.boolean(),
  /** Pending requests whose `<date>#<time>` sorts before this are overdue. */
  pendingBefore: z.string(),
  /** Scheduled requests of dates before this (today, hostel time) are overdue. */
  scheduledBefore: z.string(),
  items: z.array(listedRequest),
});
