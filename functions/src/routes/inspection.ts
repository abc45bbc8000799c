import { inspectionRoutes } from '#shared/route-table/inspections';

import { inspectionAnswer } from '../domain/inspection-answer';
import { inspectionView } from '../domain/inspections';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: a request of their hostel with its checklist and its inspection, if any, its photos signed (404
 * for another's).
 */
export const inspection: RouteLogic<'inspection'> = async ({ query, user }) => {
  const { inspection: made, ...view } = await inspectionView(user, query.id);
  return ok({ ...view, ...(made ? { inspection: await inspectionAnswer(made) } : {}) });
};

export const handler = createHandler(inspectionRoutes, 'inspection', inspection);
