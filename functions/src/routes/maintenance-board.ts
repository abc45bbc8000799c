import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { boardColumn } from '../data/maintenance';
import { reportsAnswer } from '../domain/maintenance-answer';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** One page of one column of the admin's maintenance board (issue 32): one Query of its status. */
export const maintenanceBoard: RouteLogic<'maintenanceBoard'> = async ({ query, user }) => {
  const page = await boardColumn(user.hostelId, query.status, query.cursor, query.limit);
  return ok({ ...page, items: await reportsAnswer(page.items) });
};

export const handler = createHandler(maintenanceRoutes, 'maintenanceBoard', maintenanceBoard);
