import { roomRoutes } from '#shared/route-table/rooms';

import { studentRooms } from '../domain/request-room-choices';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Student: the rooms their request form offers, their own first and then, where the hostel allows it, the
 * shared spaces of their floor in walking order; none for a student without a room (they type it).
 */
export const requestRooms: RouteLogic<'requestRooms'> = async ({ user }) => ok(await studentRooms(user));

export const handler = createHandler(roomRoutes, 'requestRooms', requestRooms);
