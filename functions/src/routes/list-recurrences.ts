import { recurringRoutes } from '#shared/route-table/recurring';

import { recurrencesOf } from '../data/recurrences';
import { roomPlaces } from '../data/rooms';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * The hostel's recurrences (cleaning schedules, issue 31) by name: one Query; and, when some clean one
 * room, those rooms' numbers: one BatchGet (at most 100 schedules, so at most 100 rooms).
 */
export const listRecurrences: RouteLogic<'listRecurrences'> = async ({ user }) => {
  const recurrences = await recurrencesOf(user.hostelId);
  const roomIds = recurrences.flatMap(({ target }) => (target.kind === 'room' ? [target.roomId] : []));
  return ok({ recurrences, rooms: await roomPlaces(user.hostelId, roomIds) });
};

export const handler = createHandler(recurringRoutes, 'listRecurrences', listRecurrences);
