import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { reportAnswer } from '../data/maintenance';
import { reportProblem } from '../domain/maintenance';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** A problem in a room of the caller's hostel (issue 32): a student's own room unless they name one. */
export const createMaintenanceReport: RouteLogic<'createMaintenanceReport'> = async ({ body, user }) =>
  created({ report: reportAnswer(await reportProblem(user, body)) });

export const handler = createHandler(maintenanceRoutes, 'createMaintenanceReport', createMaintenanceReport);
