import { requestMinutesOf } from '#shared/effort';
import { allotmentRoutes } from '#shared/route-table/allotment';

import { hostelKeeperLoads } from '../data/read-models/keeper-load';
import { getRequestItem, turnedBackKeeperOf } from '../data/requests';
import { getRoomTypes } from '../data/room-types';
import { rankKeepers } from '../domain/keeper-workload';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: the hostel's live keepers with their load on the date and floor, least loaded first, one
 * suggested. With `request` (the request being allotted, read by key beside the loads and the room
 * types), the keeper who turned it back for its date is not the one suggested, and each keeper says
 * whether its minutes would take them over capacity; a request of another hostel counts as missing.
 */
export const allotOptions: RouteLogic<'allotOptions'> = async ({ query, user }) => {
  const [loads, item, types] = await Promise.all([
    hostelKeeperLoads(user.hostelId, query.date),
    query.request === undefined ? undefined : getRequestItem(query.request),
    query.request === undefined ? undefined : getRoomTypes(user.hostelId),
  ]);
  const ours = item?.hostelId === user.hostelId ? item : undefined;
  const text = (name: string) => (typeof ours?.[name] === 'string' ? ours[name] : undefined);
  const own = typeof ours?.minutes === 'number' ? ours.minutes : undefined;
  const minutes =
    ours && types
      ? requestMinutesOf(types, {
          roomTypeId: text('roomTypeId'),
          minutes: own,
          recurrenceId: text('recurrenceId'),
        })
      : 0;
  return ok(rankKeepers(loads, query.floor, turnedBackKeeperOf(ours), minutes));
};

export const handler = createHandler(allotmentRoutes, 'allotOptions', allotOptions);
