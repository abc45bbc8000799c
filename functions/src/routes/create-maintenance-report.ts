import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { reportAnswer } from '../domain/maintenance-answer';
import { reportProblem } from '../domain/maintenance-new';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** A problem in a room of the caller's hostel (issue 32): a student's own room unless they name one. */
export const createMaintenanceReport: RouteLogic<'createMaintenanceReport'> = async ({ body, user }) =>
  created({ report: await reportAnswer(await reportProblem(user, body)) });

export const handler = createHandler(maintenanceRoutes, 'createMaintenanceReport', createMaintenanceReport);
