import { roomRoutes } from '#shared/route-table/rooms';

import { getRoomTypes } from '../data/room-types';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The admin's hostel's room types with their minutes per clean; the defaults while never changed. */
export const roomTypes: RouteLogic<'roomTypes'> = async ({ user }) =>
  ok({ types: await getRoomTypes(user.hostelId) });

export const handler = createHandler(roomRoutes, 'roomTypes', roomTypes);
