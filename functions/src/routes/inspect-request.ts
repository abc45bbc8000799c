import { inspectionRoutes } from '#shared/route-table/inspections';

import { inspect } from '../domain/inspections';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/**
 * Admin: the inspection of a Completed clean of their hostel (201); a failed item makes a re-clean in the
 * same transaction, allotted to the same keeper, who is told what failed.
 */
export const inspectRequest: RouteLogic<'inspectRequest'> = async ({ body, user }) =>
  created(await inspect(user, body));

export const handler = createHandler(inspectionRoutes, 'inspectRequest', inspectRequest);
