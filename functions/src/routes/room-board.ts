import { todayIn } from '#shared/request-dates';
import { boardRoutes } from '#shared/route-table/board';

import { readBoard } from '../data/board';
import { getSettings } from '../data/hostel-settings';
import { keptBuilding } from '../data/keeper-building';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * The room board of the caller's hostel (admin; a keeper reads it too): a building's or a floor's rooms
 * with their state on the date, the hostel's today when none is named. Three Queries at any number of
 * rooms, and the hostel's settings when the date is its today.
 *
 * A keeper the admin gave a building reads that building only: its floors alone, and it is the building
 * shown when none is named. A `building` naming another answers the empty board, exactly as a building
 * the hostel does not have — not silently their own: what the keeper asked for is not theirs to see, and
 * the answer (`building` as asked, no rooms, their floors, `keeperBuilding`) says so without telling
 * whether that building exists. Their site never asks for another (it has no building chooser for them).
 * A keeper without a building reads the hostel's board, as its admin does.
 */
export const roomBoard: RouteLogic<'roomBoard'> = async ({ query, user }) => {
  const date = query.date ?? todayIn((await getSettings(user.hostelId)).rules.timeZone);
  return ok(await readBoard(user.hostelId, { ...query, date }, keptBuilding(user)));
};

export const handler = createHandler(boardRoutes, 'roomBoard', roomBoard);
