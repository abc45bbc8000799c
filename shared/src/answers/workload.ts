/** What the allot dialog's keeper workload answers (issue 15). */
import * as z from '../schemas/zod';

export const keeperWorkload = z.strictObject({
  _id: z.string(),
  name: z.string(),
  /** Requests Scheduled to them on the date. */
  scheduled: z.int(),
  /** Floors they have Scheduled requests on, that date. */
  floors: z.array(z.string()),
  /** Requests they completed in the week (Monday to Sunday) of the date. */
  completedThisWeek: z.int(),
  /** Average rating, one decimal; absent while they have none. */
  rating: z.optional(z.number()),
  /** A day off: shown, never suggested; allotting to them asks the admin first. */
  off: z.boolean(),
  suggested: z.boolean(),
  /** Minutes planned for them that date, Scheduled or done (issue 30). */
  minutes: z.optional(z.int()),
  /** Minutes they work in a day: their own, or the hostel's. */
  capacity: z.optional(z.int()),
  /** The request (or, without one, nothing more) would take them over capacity: allotting asks first. */
  overCapacity: z.optional(z.boolean()),
});

/** `GET /api/allotOptions` → the hostel's live keepers, least loaded first, one of them suggested. */
export const allotOptionsAnswer = z.array(keeperWorkload);
