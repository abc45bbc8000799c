import { doorRoutes } from '#shared/route-table/doors';

import { reportDoorProblem as report } from '../domain/doors';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A problem in the room behind a door code, from anyone of its hostel (issue 33): a maintenance report
 * (issue 32), of which each admin is told.
 */
export const reportDoorProblem: RouteLogic<'reportDoorProblem'> = async ({ params, body, user }) =>
  ok(await report(user, params.code, body));

export const handler = createHandler(doorRoutes, 'reportDoorProblem', reportDoorProblem);
