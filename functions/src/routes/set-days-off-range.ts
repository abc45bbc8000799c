import { allotmentRoutes } from '#shared/route-table/allotment';

import { changeDaysOffRange } from '../domain/days-off-range';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin (a keeper of the hostel) or roomkeeper (their own): marks or clears the days off of a range or a
 * weekly pattern; answers them all and, per date changed, the cleanings Scheduled to the keeper that day.
 */
export const setDaysOffRange: RouteLogic<'setDaysOffRange'> = async ({ body, user }) =>
  ok(await changeDaysOffRange(user, body));

export const handler = createHandler(allotmentRoutes, 'setDaysOffRange', setDaysOffRange);
