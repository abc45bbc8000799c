import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { readReport } from '../domain/maintenance';
import { reportAnswer } from '../domain/maintenance-answer';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** One report with its history (issue 32): the admin any of their hostel's, anyone else their own. */
export const maintenanceReport: RouteLogic<'maintenanceReport'> = async ({ params, user }) =>
  ok({ report: await reportAnswer(await readReport(user, params.id)) });

export const handler = createHandler(maintenanceRoutes, 'maintenanceReport', maintenanceReport);
