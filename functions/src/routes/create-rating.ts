import { rateRequest } from '../data/feedback';
import { createHandler, type RequestContext } from '../http/create-handler';
import { conflict, notFound } from '../http/errors';
import { created, type Reply } from '../http/reply';

/**
 * A student rates their own Completed request, once, optionally with a suggestion and a complaint:
 * 201 {rating}; 404 not theirs (or none); 409 not Completed or already rated.
 */
export async function createRating({ body, user }: RequestContext<'createRating'>): Promise<Reply> {
  const outcome = await rateRequest(user, body);
  if (outcome.ok) return created({ rating: outcome.rating });
  if (outcome.reason === 'not-found') throw notFound('No such request of yours');
  if (outcome.reason === 'not-completed') throw conflict('Only a completed cleaning can be rated');
  throw conflict('This cleaning has already been rated');
}

export const handler = createHandler('createRating', createRating);
