import { requestRoutes } from '#shared/route-table/requests';

import { create } from '../domain/request-create';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** Student: a new Pending request (201 {request}); under the hostel's rules (400 for a date or time they refuse, 409 for a second request on a date or one over the open-request limit). */
export const createCleanRequest: RouteLogic<'createRequest'> = async ({ body, user }) =>
  created({ request: await create(user, body) });

export const handler = createHandler(requestRoutes, 'createRequest', createCleanRequest);
