import { allotmentRoutes } from '#shared/route-table/allotment';

import { hostelKeeperLoads } from '../data/read-models/keeper-load';
import { rankKeepers } from '../domain/keeper-workload';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: the hostel's live keepers with their load on the date and floor, least loaded first, one suggested. */
export const allotOptions: RouteLogic<'allotOptions'> = async ({ query, user }) =>
  ok(rankKeepers(await hostelKeeperLoads(user.hostelId, query.date), query.floor));

export const handler = createHandler(allotmentRoutes, 'allotOptions', allotOptions);
