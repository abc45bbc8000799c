/**
 * Schemas of a request's cancel and move (issue 28, `route-table/changes.ts`): a file of their own, so the
 * two functions build only these.
 */
import { id, isoDate, time } from './fields';
import * as z from './zod';

export const cancelRequestBody = z.strictObject({ id });

/** Another date or time: the student's own request (before the cutoff) or, for an admin, any of the hostel's. */
export const rescheduleRequestBody = z.strictObject({ id, date: isoDate, time });
export type RescheduleRequestBody = z.infer<typeof rescheduleRequestBody>;
