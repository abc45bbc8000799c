import { inspectionRoutes } from '#shared/route-table/inspections';

import { inspectionView } from '../domain/inspections';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: a request of their hostel with its checklist and its inspection, if any (404 for another's). */
export const inspection: RouteLogic<'inspection'> = async ({ query, user }) =>
  ok(await inspectionView(user, query.id));

export const handler = createHandler(inspectionRoutes, 'inspection', inspection);
