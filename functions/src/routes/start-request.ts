import { requestRoutes } from '#shared/route-table/requests';

import { start } from '../domain/keeper-workflow';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Roomkeeper: their own Scheduled request is in progress from now (or the tap time sent); answers the request. */
export const startRequest: RouteLogic<'startRequest'> = async ({ body, user }) =>
  ok(await start(user, body.id, { id: body.actionId, at: body.at }));

export const handler = createHandler(requestRoutes, 'startRequest', startRequest);
