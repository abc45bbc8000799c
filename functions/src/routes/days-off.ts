import { allotmentRoutes } from '#shared/route-table/allotment';

import { listDaysOff } from '../domain/days-off';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin (a keeper of the hostel) or roomkeeper (their own): the days off from the hostel's today on. */
export const daysOff: RouteLogic<'daysOff'> = async ({ query, user }) =>
  ok(await listDaysOff(user, query.keeperId));

export const handler = createHandler(allotmentRoutes, 'daysOff', daysOff);
