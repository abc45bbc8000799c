import { inspectionRoutes } from '#shared/route-table/inspections';

import { listInspectionsDue } from '../data/inspections-due';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: their hostel's completed cleans picked for inspection (the hostel's "1 in N") and not inspected
 * yet, oldest first: one Query page of the hostel's own list, so another hostel's are never in it.
 */
export const inspectionsDue: RouteLogic<'inspectionsDue'> = async ({ query, user }) =>
  ok(await listInspectionsDue(user.hostelId, query.cursor));

export const handler = createHandler(inspectionRoutes, 'inspectionsDue', inspectionsDue);
