import { requestRoutes } from '#shared/route-table/requests';

import { remove } from '../domain/request-workflow';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student: deletes their own Pending request; answers `{_id}` of the deleted request. */
export const deleteRequest: RouteLogic<'deleteRequest'> = async ({ body, user }) => {
  await remove(user, body.id);
  return ok({ _id: body.id });
};

export const handler = createHandler(requestRoutes, 'deleteRequest', deleteRequest);
