import { allotmentRoutes } from '#shared/route-table/allotment';

import { changeDayOff } from '../domain/days-off';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin (a keeper of the hostel) or roomkeeper (their own): marks or clears a day off; answers them all. */
export const setDayOffRoute: RouteLogic<'setDayOff'> = async ({ body, user }) =>
  ok(await changeDayOff(user, body));

export const handler = createHandler(allotmentRoutes, 'setDayOff', setDayOffRoute);
