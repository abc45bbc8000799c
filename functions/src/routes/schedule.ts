import { requestRoutes } from '#shared/route-table/requests';

import { requestsOnDate } from '../data/request-pages';
import { keys } from '../data/store/keys';
import { findKeeper, keeperFound } from '../domain/keepers';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: `[{_id, room, floor, time}]`, a roomkeeper of the hostel's Scheduled requests on one date. The
 * student's name and note follow additively (the day sheet plans from them), and the room's walking-order
 * place (the allot dialog groups by building and floor, issue 30); all are on the request item already
 * read, so no row costs a read.
 */
export const schedule: RouteLogic<'schedule'> = async ({ query, user }) => {
  const keeper = keeperFound(await findKeeper(user.hostelId, { name: query.roomKeeper }));
  const requests = await requestsOnDate(keys.keeperRequests(keeper._id, 'Scheduled'), query.date);
  return ok(
    requests.map(({ _id, room, floor, time, studentName, message, roomPlace }) => ({
      _id,
      room,
      floor,
      time,
      studentName,
      ...(message ? { message } : {}),
      ...(roomPlace ? { roomPlace } : {}),
    })),
  );
};

export const handler = createHandler(requestRoutes, 'schedule', schedule);
