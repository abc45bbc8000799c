/** Schemas of ratings, complaints and suggestions (DESIGN §3 "Added"). */
import { messages } from '../messages';
import { cursor, id, limit, longText } from './fields';
import * as z from './zod';

export const createRatingBody = z.strictObject({
  id,
  rating: z.number({ error: messages.fieldNotValid }).check(z.int(), z.gte(1), z.lte(5)),
  message: longText(500).check(z.minLength(1, { error: messages.required })),
  suggestion: z.optional(longText(500)),
  complaint: z.optional(longText(500)),
});
export type CreateRatingBody = z.infer<typeof createRatingBody>;

export const listFeedbackQuery = z.strictObject({ cursor, limit });
