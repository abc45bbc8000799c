import { allotmentRoutes } from '#shared/route-table/allotment';

import { bulkAllot } from '../domain/bulk-allot';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: allots each row as its own transition; answers each row's outcome, refused rows with their code. */
export const bulkAllotRoute: RouteLogic<'bulkAllot'> = async ({ body, user }) =>
  ok({ results: await bulkAllot(user, body.rows, body.confirmOverCapacity) });

export const handler = createHandler(allotmentRoutes, 'bulkAllot', bulkAllotRoute);
