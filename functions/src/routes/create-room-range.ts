import { roomLimits } from '#shared/rooms';
import { roomRoutes } from '#shared/route-table/rooms';

import { addRooms } from '../data/room-writes';
import { numberKeyOf, numberOwners, roomAnswer } from '../data/rooms';
import { typeFor } from '../domain/room-rules';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/**
 * Adds rooms `from`…`to` on one floor of one building (at most 200: `room.rangeTooLarge`). Numbers the
 * building has already are reported as existing, not refused, so a range that overlaps, or the same
 * range sent again, adds only what is missing.
 */
export const createRoomRange: RouteLogic<'createRoomRange'> = async ({ body, user }) => {
  if (body.to - body.from + 1 > roomLimits.range) throw refuse('room.rangeTooLarge');
  const type = await typeFor(user.hostelId, body.typeId);
  const wanted = Array.from({ length: body.to - body.from + 1 }, (_, index) => ({
    building: body.building,
    floor: body.floor,
    number: String(body.from + index),
    typeId: type.id,
    beds: body.beds ?? type.beds,
  }));
  // Read first, so that a range mostly there already costs reads, not cancelled transactions.
  const owners = await numberOwners(user.hostelId, wanted);
  const missing = wanted.filter((room) => !owners.has(numberKeyOf(room)));
  const added = await addRooms(user.hostelId, missing);
  const existing = [
    ...wanted.filter((room) => owners.has(numberKeyOf(room))).map((room) => room.number),
    ...added.existing.map((room) => room.number),
  ].sort((a, b) => Number(a) - Number(b));
  return ok({ created: added.created.map(roomAnswer), existing });
};

export const handler = createHandler(roomRoutes, 'createRoomRange', createRoomRange);
