import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { reportsOf } from '../data/maintenance';
import { reportsAnswer } from '../domain/maintenance-answer';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The caller's own reports, newest first, one page (issue 32): never anyone else's. */
export const myMaintenanceReports: RouteLogic<'myMaintenanceReports'> = async ({ query, user }) => {
  const page = await reportsOf(user._id, query.cursor);
  return ok({ ...page, items: await reportsAnswer(page.items) });
};

export const handler = createHandler(maintenanceRoutes, 'myMaintenanceReports', myMaintenanceReports);
