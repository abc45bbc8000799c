import { changeRoutes } from '#shared/route-table/changes';

import { cancel } from '../domain/request-reschedule';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student: cancels their own Pending or Scheduled request before the hostel's cutoff; answers `{_id}`. */
export const cancelRequest: RouteLogic<'cancelRequest'> = async ({ body, user }) => {
  await cancel(user, body.id);
  return ok({ _id: body.id });
};

export const handler = createHandler(changeRoutes, 'cancelRequest', cancelRequest);
