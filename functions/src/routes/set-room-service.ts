import { roomRoutes } from '#shared/route-table/rooms';

import { setService } from '../data/room-writes';
import { roomAnswer } from '../data/rooms';
import { roomOfHostel } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Takes a room out of service or brings it back. The room stays (its history with it); each change is
 * kept as an event of who and why. Asking for the state it is in already changes nothing.
 */
export const setRoomService: RouteLogic<'setRoomService'> = async ({ body, user }) => {
  const room = await roomOfHostel(user.hostelId, body.roomId);
  return ok(roomAnswer(await setService(room, { inService: body.inService, note: body.note, by: user._id })));
};

export const handler = createHandler(roomRoutes, 'setRoomService', setRoomService);
