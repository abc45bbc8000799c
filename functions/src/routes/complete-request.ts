import { requestRoutes } from '#shared/route-table/requests';

import { complete } from '../domain/keeper-workflow';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Roomkeeper: their own Scheduled request becomes Completed with its times; answers the request. */
export const completeRequest: RouteLogic<'completeRequest'> = async ({ body, user }) =>
  ok(
    await complete(
      user,
      body.id,
      { timeIn: body.timeIn, timeOut: body.timeOut, photos: body.photos ?? [] },
      { id: body.actionId, at: body.at },
    ),
  );

export const handler = createHandler(requestRoutes, 'completeRequest', completeRequest);
