import { changeRoutes } from '#shared/route-table/changes';

import { reschedule } from '../domain/request-reschedule';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student (own, before the cutoff) or admin (their hostel's): another date or time; answers the request. */
export const rescheduleRequest: RouteLogic<'rescheduleRequest'> = async ({ body, user }) =>
  ok(await reschedule(user, body));

export const handler = createHandler(changeRoutes, 'rescheduleRequest', rescheduleRequest);
