import { allotmentRoutes } from '#shared/route-table/allotment';

import { hostelKeeperLoads } from '../data/read-models/keeper-load';
import { getRequestItem, turnedBackKeeperOf } from '../data/requests';
import { rankKeepers } from '../domain/keeper-workload';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: the hostel's live keepers with their load on the date and floor, least loaded first, one
 * suggested. With `request` (the request being allotted, read by key beside the loads), the keeper who
 * turned it back for its date is not the one suggested; a request of another hostel counts as missing.
 */
export const allotOptions: RouteLogic<'allotOptions'> = async ({ query, user }) => {
  const [loads, item] = await Promise.all([
    hostelKeeperLoads(user.hostelId, query.date),
    query.request === undefined ? undefined : getRequestItem(query.request),
  ]);
  const ours = item?.hostelId === user.hostelId ? item : undefined;
  return ok(rankKeepers(loads, query.floor, turnedBackKeeperOf(ours)));
};

export const handler = createHandler(allotmentRoutes, 'allotOptions', allotOptions);
