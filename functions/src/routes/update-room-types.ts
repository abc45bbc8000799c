import { roomRoutes } from '#shared/route-table/rooms';

import { setRoomTypes } from '../data/room-types';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Stores the admin's list of room types (names, minutes, default beds, shared or not): every type already
 * there must stay in it, since rooms name them; new ones get an id. Answers the list as stored.
 */
export const updateRoomTypes: RouteLogic<'updateRoomTypes'> = async ({ body, user }) =>
  ok({ types: await setRoomTypes(user.hostelId, body.types) });

export const handler = createHandler(roomRoutes, 'updateRoomTypes', updateRoomTypes);
