/** What the keeper capacity route answers (issue 30). */
import * as z from '../schemas/zod';

/**
 * `POST /api/keeperCapacity` → the keeper's own minutes a day (absent: the hostel's), those in force, and
 * their building (absent: the whole hostel), as the floors spell it.
 */
export const keeperCapacityAnswer = z.strictObject({
  _id: z.string(),
  capacityMinutes: z.optional(z.int()),
  capacity: z.int(),
  building: z.optional(z.string()),
});
