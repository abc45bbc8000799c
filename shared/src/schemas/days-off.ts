/** Schemas of roomkeepers' days off (issue 15): marked by an admin for a keeper, or by a keeper for themself. */
import { messages } from '../messages';
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

/** The most days one range of days off may span (a quarter): the writes of one call stay one transaction. */
export const maxDaysOffSpan = 92;

/**
 * `POST /api/daysOffRange` (issue 28): marks or clears every date from `from` to `to` (inclusive), or with
 * `weekdays` only those days of the week (0 Sunday … 6 Saturday): "every Sunday until …".
 */
export const setDaysOffBody = z.strictObject({
  keeperId: z.optional(id),
  from: isoDate,
  to: isoDate,
  weekdays: z.optional(
    z
      .array(z.number({ error: messages.fieldNotValid }).check(z.int(), z.gte(0), z.lte(6)))
      .check(z.minLength(1, { error: messages.required }), z.maxLength(7, { error: messages.fieldNotValid })),
  ),
  off: z.boolean(),
});
