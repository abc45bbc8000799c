import { feedbackRoutes } from '#shared/route-table/feedback';

import { rateRequest } from '../domain/feedback';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/**
 * A student rates their own Completed request, once, optionally with a suggestion and a complaint:
 * 201 {rating}; 404 not theirs (or none); 409 not Completed or already rated.
 */
export const createRating: RouteLogic<'createRating'> = async ({ body, user }) =>
  created({ rating: await rateRequest(user, body) });

export const handler = createHandler(feedbackRoutes, 'createRating', createRating);
