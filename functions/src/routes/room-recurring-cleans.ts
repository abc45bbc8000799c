import { todayIn } from '#shared/request-dates';
import { recurringRoutes } from '#shared/route-table/recurring';
import { isOpen } from '#shared/status';

import { getRules } from '../data/hostel-settings';
import { requestsOfRoom } from '../data/room-requests';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Student: the recurring cleans of their room still open from today on, soonest first. The job makes them
 * a few days ahead, so they are among the room's newest requests: its first page of pointers (one Query)
 * and their requests (one BatchGet). A student without a room has none.
 */
export const roomRecurringCleans: RouteLogic<'roomRecurringCleans'> = async ({ user }) => {
  if (user.roomId === undefined) return ok({ requests: [] });
  const [rules, page] = await Promise.all([
    getRules(user.hostelId),
    requestsOfRoom(user.hostelId, user.roomId, undefined),
  ]);
  const today = todayIn(rules.timeZone);
  const requests = page.requests
    .filter((request) => request.recurrenceId !== undefined && isOpen(request.requestStatus))
    .filter((request) => request.date >= today)
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  return ok({ requests });
};

export const handler = createHandler(recurringRoutes, 'roomRecurringCleans', roomRecurringCleans);
