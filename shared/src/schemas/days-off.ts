/** Schemas of roomkeepers' days off (issue 15): marked by an admin for a keeper, or by a keeper for themself. */
import { id, isoDate } from './fields';
import * as z from './zod';

/** Whose days off: an admin names the keeper; a keeper reads their own and may leave it out. */
export const daysOffQuery = z.strictObject({ keeperId: z.optional(id) });

/** `POST /api/daysOff`: marks (`off: true`) or clears one date of the keeper. */
export const setDayOffBody = z.strictObject({
  keeperId: z.optional(id),
  date: isoDate,
  off: z.boolean(),
});
