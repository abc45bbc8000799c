import { recurringRoutes } from '#shared/route-table/recurring';

import { moveRecurring } from '../domain/recurring-changes';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student, a resident of the room: moves a recurring clean of it within its week; answers the request. */
export const moveRecurringClean: RouteLogic<'moveRecurringClean'> = async ({ body, user }) =>
  ok(await moveRecurring(user, body));

export const handler = createHandler(recurringRoutes, 'moveRecurringClean', moveRecurringClean);
