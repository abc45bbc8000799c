import { inspectionRoutes } from '#shared/route-table/inspections';

import { recleanFromFeedback } from '../domain/inspections';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** Admin: a re-clean of a clean rated 2 stars or fewer, or complained of (201); its student is told. */
export const feedbackReclean: RouteLogic<'feedbackReclean'> = async ({ body, user }) =>
  created(await recleanFromFeedback(user, body.requestId));

export const handler = createHandler(inspectionRoutes, 'feedbackReclean', feedbackReclean);
