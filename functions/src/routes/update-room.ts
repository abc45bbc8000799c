import { roomRoutes } from '#shared/route-table/rooms';

import { changeRoom } from '../data/room-writes';
import { roomAnswer } from '../data/rooms';
import { roomOfHostel, typeFor } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/**
 * Changes a room's building, floor, number, type or beds, from the version the admin saw: 409
 * `room.changed` when it was changed since, `room.numberTaken` when the new number is another room's,
 * `room.bedsBelowResidents` when fewer beds than its residents are asked for.
 */
export const updateRoom: RouteLogic<'updateRoom'> = async ({ body, user }) => {
  const [room, type] = await Promise.all([
    roomOfHostel(user.hostelId, body.roomId),
    typeFor(user.hostelId, body.typeId),
  ]);
  if (room.version !== body.version) throw refuse('room.changed');
  // The residents read are current: moving in or out raises the version the write is conditional on.
  if (body.beds < room.residents) throw refuse('room.bedsBelowResidents');
  const { roomId: _id, version: _version, ...change } = body;
  return ok(roomAnswer(await changeRoom(room, { ...change, typeId: type.id })));
};

export const handler = createHandler(roomRoutes, 'updateRoom', updateRoom);
