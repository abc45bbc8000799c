import { roomRoutes } from '#shared/route-table/rooms';

import { createForRoom } from '../domain/request-create';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/**
 * Admin: a new Pending request for any room of their hostel in service (201 {request}), with no student:
 * a common area, or a room between residents. 404 `room.notFound` for a room not of their hostel, 409
 * `room.outOfService`, 400 for a date or time the hostel's rules refuse.
 */
export const createRoomRequest: RouteLogic<'createRoomRequest'> = async ({ body, user }) =>
  created({ request: await createForRoom(user, body) });

export const handler = createHandler(roomRoutes, 'createRoomRequest', createRoomRequest);
