import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { changeReport } from '../domain/maintenance';
import { reportAnswer } from '../domain/maintenance-answer';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The admin moves a report on the board (issue 32), on the version they saw; the reporter is told. */
export const updateMaintenanceReport: RouteLogic<'updateMaintenanceReport'> = async ({
  params,
  body,
  user,
}) => ok({ report: await reportAnswer(await changeReport(user, params.id, body)) });

export const handler = createHandler(maintenanceRoutes, 'updateMaintenanceReport', updateMaintenanceReport);
