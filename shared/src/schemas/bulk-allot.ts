/** Schemas of allotting several Pending requests at once, by hand or spread by workload (issue 15). */
import * as z from 'zod';

import { errorCodeList } from '../errors';
import { cleanRequest } from './entities';
import { id } from './fields';

export { maxBulkAllot } from '../bulk-allot-limit';

/**
 * The arrays are bounded here only loosely (the 64 KB body bounds them too): a batch over `maxBulkAllot`
 * is refused with its own code, `bulk.tooMany`, so that the site can say why.
 */
export const allotPlanBody = z.strictObject({ ids: z.array(id).min(1).max(500) });

/** One request of the plan: its place and time, and the keeper the workload rule picks (none: none is free). */
export const plannedRow = z.strictObject({
  id: z.string(),
  room: z.string(),
  floor: z.string(),
  date: z.string(),
  time: z.string(),
  studentName: z.string(),
  roomKeeperId: z.string().optional(),
  /** Keepers off on the request's date, so that the preview can ask before a change puts one there. */
  offKeeperIds: z.array(z.string()),
});

/** `POST /api/allotPlan` → a plan for the Pending ones among the ids; the others, with why they are left out. */
export const allotPlanAnswer = z.strictObject({
  rows: z.array(plannedRow),
  skipped: z.array(z.strictObject({ id: z.string(), code: z.enum(errorCodeList) })),
});

export const bulkAllotBody = z.strictObject({
  rows: z
    .array(z.strictObject({ id, roomKeeperId: id }))
    .min(1)
    .max(500),
});

/** Each row's own outcome: allotted (the request as it is now), or refused with the code of why. */
export const bulkAllotResult = z.discriminatedUnion('ok', [
  z.strictObject({ id: z.string(), ok: z.literal(true), request: cleanRequest }),
  z.strictObject({ id: z.string(), ok: z.literal(false), code: z.enum(errorCodeList) }),
]);

/** `POST /api/bulkAllot` → one result per row, in the order sent. */
export const bulkAllotAnswer = z.strictObject({ results: z.array(bulkAllotResult) });
