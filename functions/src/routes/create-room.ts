import { roomRoutes } from '#shared/route-table/rooms';

import { addRooms } from '../data/room-writes';
import { roomAnswer } from '../data/rooms';
import { typeFor } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';
import { refuse } from '../refusal';

/** Adds one room: 201 with it, 409 `room.numberTaken` when its building has the number already. */
export const createRoom: RouteLogic<'createRoom'> = async ({ body, user }) => {
  const type = await typeFor(user.hostelId, body.typeId);
  const added = await addRooms(user.hostelId, [
    {
      building: body.building,
      floor: body.floor,
      number: body.number,
      typeId: type.id,
      beds: body.beds ?? type.beds,
    },
  ]);
  const room = added.created[0];
  if (!room) throw refuse('room.numberTaken');
  return created(roomAnswer(room));
};

export const handler = createHandler(roomRoutes, 'createRoom', createRoom);
