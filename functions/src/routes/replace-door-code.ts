import { doorRoutes } from '#shared/route-table/doors';

import { replaceDoorCode as replaceCode } from '../data/door-codes';
import { roomOfHostel } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A new door code for one room (issue 33: its sticker was copied): the old code opens nothing from now on.
 * Another hostel's room is `room.notFound`, as a missing one.
 */
export const replaceDoorCode: RouteLogic<'replaceDoorCode'> = async ({ body, user }) => {
  const room = await replaceCode(await roomOfHostel(user.hostelId, body.roomId));
  return ok({
    roomId: room.id,
    building: room.building,
    floor: room.floor,
    number: room.number,
    code: room.doorCode ?? '',
  });
};

export const handler = createHandler(doorRoutes, 'replaceDoorCode', replaceDoorCode);
