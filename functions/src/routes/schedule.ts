import { requestRoutes } from '#shared/route-table/requests';

import { requestsOnDate } from '../data/request-pages';
import { keys } from '../data/store/keys';
import { findKeeper, keeperFound } from '../domain/keepers';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Admin: `[{_id, room, floor, time}]`, a roomkeeper of the hostel's Scheduled requests on one date. */
export const schedule: RouteLogic<'schedule'> = async ({ query, user }) => {
  const keeper = keeperFound(await findKeeper(user.hostelId, { name: query.roomKeeper }));
  const requests = await requestsOnDate(keys.keeperRequests(keeper._id, 'Scheduled'), query.date);
  return ok(requests.map(({ _id, room, floor, time }) => ({ _id, room, floor, time })));
};

export const handler = createHandler(requestRoutes, 'schedule', schedule);
