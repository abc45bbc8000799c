import { allotmentRoutes } from '#shared/route-table/allotment';

import { planBulkAllot } from '../domain/bulk-allot';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: a keeper for each selected Pending request, spread by workload, for the admin to review. */
export const allotPlan: RouteLogic<'allotPlan'> = async ({ body, user }) =>
  ok(await planBulkAllot(user, body.ids));

export const handler = createHandler(allotmentRoutes, 'allotPlan', allotPlan);
