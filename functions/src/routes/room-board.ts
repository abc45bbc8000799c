import { todayIn } from '#shared/request-dates';
import { boardRoutes } from '#shared/route-table/board';

import { readBoard } from '../data/board';
import { getSettings } from '../data/hostel-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * The room board of the caller's hostel (admin; a keeper reads it too): a building's or a floor's rooms
 * with their state on the date, the hostel's today when none is named. Three Queries at any number of
 * rooms, and the hostel's settings when the date is its today. Keepers have no building of their own
 * yet, so a keeper sees the hostel's board, as its admin does.
 */
export const roomBoard: RouteLogic<'roomBoard'> = async ({ query, user }) => {
  const date = query.date ?? todayIn((await getSettings(user.hostelId)).rules.timeZone);
  return ok(await readBoard(user.hostelId, { ...query, date }));
};

export const handler = createHandler(boardRoutes, 'roomBoard', roomBoard);
