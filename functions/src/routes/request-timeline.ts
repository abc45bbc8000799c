import { notificationRoutes } from '#shared/route-table/notifications';

import { requestTimeline } from '../domain/timeline';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** One request's stored history, for those who may see the request. */
export const timeline: RouteLogic<'requestTimeline'> = async ({ query, user }) =>
  ok(await requestTimeline(user, query.id));

export const handler = createHandler(notificationRoutes, 'requestTimeline', timeline);
