/** What allotting several requests at once answers: the plan, and each row's outcome (issue 15). */
import { errorCodeList } from '../errors';
import * as z from '../schemas/zod';
import { cleanRequest } from './entities';

/** One request of the plan: its place and time, and the keeper the workload rule picks (none: none is free). */
export const plannedRow = z.strictObject({
  id: z.string(),
  room: z.string(),
  floor: z.string(),
  date: z.string(),
  time: z.string(),
  studentName: z.string(),
  roomKeeperId: z.optional(z.string()),
  /** Keepers off on the request's date, so that the preview can ask before a change puts one there. */
  offKeeperIds: z.array(z.string()),
  /** Minutes the clean takes, from its room type (issue 30). */
  minutes: z.optional(z.int()),
  /** Its walking-order place, when it is for a room: the preview groups a keeper's rooms by it. */
  roomPlace: z.optional(z.string()),
});

/** A keeper's day in the plan: minutes planned before it, and their capacity (issue 30). */
export const plannedKeeper = z.strictObject({
  _id: z.string(),
  date: z.string(),
  minutes: z.int(),
  capacity: z.int(),
});

/** `POST /api/allotPlan` → a plan for the Pending ones among the ids; the others, with why they are left out. */
export const allotPlanAnswer = z.strictObject({
  rows: z.array(plannedRow),
  /** Each live keeper's planned minutes and capacity on the rows' dates, before the plan (issue 30). */
  keepers: z.optional(z.array(plannedKeeper)),
  skipped: z.array(z.strictObject({ id: z.string(), code: z.enum(errorCodeList) })),
});

/** Each row's own outcome: allotted (the request as it is now), or refused with the code of why. */
export const bulkAllotResult = z.discriminatedUnion('ok', [
  z.strictObject({ id: z.string(), ok: z.literal(true), request: cleanRequest }),
  z.strictObject({ id: z.string(), ok: z.literal(false), code: z.enum(errorCodeList) }),
]);

/** `POST /api/bulkAllot` → one result per row, in the order sent. */
export const bulkAllotAnswer = z.strictObject({ results: z.array(bulkAllotResult) });
