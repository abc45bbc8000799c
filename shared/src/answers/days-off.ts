/** What the days-off routes answer (issue 15). */
import * as z from '../schemas/zod';

/** `GET /api/daysOff` → the keeper's days off from the hostel's today on, earliest first. */
export const daysOffAnswer = z.strictObject({
  keeperId: z.string(),
  dates: z.array(z.string()),
});
