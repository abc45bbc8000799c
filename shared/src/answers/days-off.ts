/** What the days-off routes answer (issue 15). */
import * as z from '../schemas/zod';

/** `GET /api/daysOff` → the keeper's days off from the hostel's today on, earliest first. */
export const daysOffAnswer = z.strictObject({
  keeperId: z.string(),
  dates: z.array(z.string()),
});

/**
 * `POST /api/daysOffRange` → the keeper's days off as they now are, and each date the call marked or
 * cleared with the cleanings already Scheduled to the keeper that day (they stay allotted, as with one day).
 */
export const daysOffRangeAnswer = z.strictObject({
  keeperId: z.string(),
  dates: z.array(z.string()),
  changed: z.array(z.strictObject({ date: z.string(), scheduled: z.number() })),
});
