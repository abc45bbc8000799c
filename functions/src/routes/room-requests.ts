import { roomRoutes } from '#shared/route-table/rooms';

import { requestsOfRoom } from '../data/room-requests';
import { roomOfHostel } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: a page of one room's requests, the newest first: the room (404 `room.notFound` for one not of
 * their hostel), one Query of its pointers and one BatchGet of their requests, at any number of requests.
 */
export const roomRequests: RouteLogic<'roomRequests'> = async ({ query, user }) => {
  const room = await roomOfHostel(user.hostelId, query.room);
  const page = await requestsOfRoom(user.hostelId, room.id, query.cursor);
  return ok({ data: page.requests, ...(page.cursor ? { cursor: page.cursor } : {}) });
};

export const handler = createHandler(roomRoutes, 'roomRequests', roomRequests);
