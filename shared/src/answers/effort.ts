/** What the keeper capacity route answers (issue 30). */
import * as z from '../schemas/zod';

/** `POST /api/keeperCapacity` → the keeper's own minutes a day (absent: the hostel's) and those in force. */
export const keeperCapacityAnswer = z.strictObject({
  _id: z.string(),
  capacityMinutes: z.optional(z.int()),
  capacity: z.int(),
});
