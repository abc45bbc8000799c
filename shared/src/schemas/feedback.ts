/** Schemas of ratings, complaints and suggestions (DESIGN §3 "Added"). */
import * as z from 'zod';

import { messages } from '../messages';
import { feedbackItem, page } from './entities';
import { cursor, id, limit, longText } from './fields';

export const createRatingBody = z.strictObject({
  id,
  rating: z.number({ error: messages.fieldNotValid }).int().min(1).max(5),
  message: longText(500).min(1, { error: messages.required }),
  suggestion: longText(500).optional(),
  complaint: longText(500).optional(),
});
export type CreateRatingBody = z.infer<typeof createRatingBody>;

export const listFeedbackQuery = z.strictObject({ cursor, limit });

/** `POST /api/ratings` → 201 {rating}. */
export const createRatingAnswer = z.strictObject({ rating: feedbackItem });

/** `GET /api/ratings|complaints|suggestions` → one page, newest first. */
export const feedbackPage = page(feedbackItem);

export type { FeedbackItem } from '../domain';
