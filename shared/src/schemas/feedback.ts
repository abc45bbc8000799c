/** Schemas of ratings, complaints and suggestions (DESIGN §3 "Added"). */
import { messages } from '../messages';
import { cursor, id, limit, longText } from './fields';
import * as z from './zod';

/** Below this many stars a rating must say why; from it on the message is optional (issue 28). */
export const messageOptionalFrom = 3;

export const createRatingBody = z
  .strictObject({
    id,
    rating: z.number({ error: messages.fieldNotValid }).check(z.int(), z.gte(1), z.lte(5)),
    message: z.optional(longText(500)),
    suggestion: z.optional(longText(500)),
    complaint: z.optional(longText(500)),
  })
  .check(
    z.refine((body) => body.rating >= messageOptionalFrom || Boolean(body.message), {
      path: ['message'],
      error: messages.required,
    }),
  );
export type CreateRatingBody = z.infer<typeof createRatingBody>;

export const listFeedbackQuery = z.strictObject({ cursor, limit });

/** `POST /api/ratingPrompts/dismiss`: the student does not want to be asked to rate this cleaning again. */
export const dismissRatingPromptBody = z.strictObject({ id });
