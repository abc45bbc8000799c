/** Schemas of roomkeepers' days off (issue 15): marked by an admin for a keeper, or by a keeper for themself. */
import * as z from 'zod';

import { id, isoDate } from './fields';

/** Whose days off: an admin names the keeper; a keeper reads their own and may leave it out. */
export const daysOffQuery = z.strictObject({ keeperId: id.optional() });

/** `GET /api/daysOff` → the keeper's days off from the hostel's today on, earliest first. */
export const daysOffAnswer = z.strictObject({
  keeperId: z.string(),
  dates: z.array(z.string()),
});

/** `POST /api/daysOff`: marks (`off: true`) or clears one date of the keeper. */
export const setDayOffBody = z.strictObject({
  keeperId: id.optional(),
  date: isoDate,
  off: z.boolean(),
});
