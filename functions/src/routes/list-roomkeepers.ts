import { requestRoutes } from '#shared/route-table/requests';

import { keepersOfHostel } from '../data/user-lists';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: `[{_id, name}]` of the hostel's live roomkeepers, for the allot dialog (spec §7). */
export const listRoomkeepers: RouteLogic<'listRoomkeepers'> = async ({ query, user }) => {
  assertEchoedIdentity(user, { hostel: query.hostel });
  return ok(await keepersOfHostel(user.hostelId));
};

export const handler = createHandler(requestRoutes, 'listRoomkeepers', listRoomkeepers);
