import { doorRoutes } from '#shared/route-table/doors';

import { reportDoorProblem as report } from '../domain/doors';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A problem in the room behind a door code, from anyone of its hostel (issue 33): each admin gets a note
 * with the text in the bell (maintenance reports, issue 32, will take these over).
 */
export const reportDoorProblem: RouteLogic<'reportDoorProblem'> = async ({ params, body, user }) =>
  ok({ told: await report(user, params.code, body.text) });

export const handler = createHandler(doorRoutes, 'reportDoorProblem', reportDoorProblem);
