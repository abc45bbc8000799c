import { recurringRoutes } from '#shared/route-table/recurring';

import { skipRecurring } from '../domain/recurring-changes';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student, a resident of the room: skips a recurring clean of it before the cutoff; answers the request. */
export const skipRecurringClean: RouteLogic<'skipRecurringClean'> = async ({ body, user }) =>
  ok(await skipRecurring(user, body));

export const handler = createHandler(recurringRoutes, 'skipRecurringClean', skipRecurringClean);
