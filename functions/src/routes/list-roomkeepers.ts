import { requestRoutes } from '#shared/route-table/requests';

import { keepersOfHostel } from '../data/user-lists';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: `[{_id, name}]` of the hostel's live roomkeepers, for the allot dialog (spec §7). */
export const listRoomkeepers: RouteLogic<'listRoomkeepers'> = async ({ query, user }) => {
  assertEchoedIdentity(user, { hostel: query.hostel });
  // The spec's answer is exactly `{_id, name}`: a keeper's capacity stays out of it.
  const keepers = await keepersOfHostel(user.hostelId);
  return ok(keepers.map(({ _id, name }) => ({ _id, name })));
};

export const handler = createHandler(requestRoutes, 'listRoomkeepers', listRoomkeepers);
