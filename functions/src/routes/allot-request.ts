import { requestRoutes } from '#shared/route-table/requests';

import { allot } from '../domain/request-workflow';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: allots a Pending request to a roomkeeper of the hostel, by id or by name; answers the request. */
export const allotRequest: RouteLogic<'allotRequest'> = async ({ body, user }) =>
  ok(
    await allot(
      user,
      body.id,
      { id: body.roomKeeperId, name: body.roomKeeper },
      { confirmOverCapacity: body.confirmOverCapacity },
    ),
  );

export const handler = createHandler(requestRoutes, 'allotRequest', allotRequest);
