/** What the ratings, complaints and suggestions routes answer. */
import * as z from '../schemas/zod';
import { feedbackItem, page } from './entities';

/** `POST /api/ratings` → 201 {rating}. */
export const createRatingAnswer = z.strictObject({ rating: feedbackItem });

/** `GET /api/ratings|complaints|suggestions` → one page, newest first. */
export const feedbackPage = page(feedbackItem);

/** `POST /api/ratingPrompts/dismiss` → the id of the request whose prompt is dismissed. */
export const dismissRatingPromptAnswer = z.strictObject({ _id: z.string() });
