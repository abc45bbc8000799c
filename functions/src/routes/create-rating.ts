import { rateRequest } from '../data/feedback';
import { refuse } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { created, type Reply } from '../http/reply';

/**
 * A student rates their own Completed request, once, optionally with a suggestion and a complaint:
 * 201 {rating}; 404 not theirs (or none); 409 not Completed or already rated.
 */
export async function createRating({ body, user }: RequestContext<'createRating'>): Promise<Reply> {
  const outcome = await rateRequest(user, body);
  if (outcome.ok) return created({ rating: outcome.rating });
  if (outcome.reason === 'not-found') throw refuse('rating.notFound');
  if (outcome.reason === 'not-completed') throw refuse('rating.notCompleted');
  throw refuse('rating.alreadyRated');
}

export const handler = createHandler('createRating', createRating);
