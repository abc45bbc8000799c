/**
 * Which room a new request is for (issue 30, docs/data-design.md "Rooms"): a resident student's own room,
 * or, where the hostel allows it, a shared space of their floor; an admin's any room of their hostel. The
 * request copies the room's texts into the spec's `room` and `floor` fields, so every answer keeps them.
 */
import type { RequestRules } from '#shared/request-rules';
import type { RoomType } from '#shared/rooms';
import type { CreateRequestBody } from '#shared/schemas/clean-request';

import type { NewRequest } from '../data/requests';
import { getRoomTypes } from '../data/room-types';
import { getRoom, placeOf, type Room } from '../data/rooms';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { roomOfHostel } from './room-rules';

/** `<building>#<floor>#<number>` of `roomKeyPart` texts: the sort key of the room's walking-order entry. */
export const roomPlaceOf = (room: Room) => {
  const place = placeOf(room);
  return `${place.building}#${place.floor}#${place.number}`;
};

/** What a request copies of its room: its texts, its id, its type and its place in walking order. */
export const roomFields = (room: Room) => ({
  room: room.number,
  floor: room.floor,
  roomId: room.id,
  roomTypeId: room.typeId,
  roomPlace: roomPlaceOf(room),
});

/** Out of service: nothing is cleaned there until it is back. */
function inService(room: Room): Room {
  if (!room.inService) throw refuse('room.outOfService');
  return room;
}

/** Whether `room` is a shared space (its type's `shared`) on the floor of `home`. */
export const sharedOnFloorOf = (home: Room, room: Room, types: readonly RoomType[]) =>
  placeOf(room).building === placeOf(home).building &&
  placeOf(room).floor === placeOf(home).floor &&
  types.some((type) => type.id === room.typeId && type.shared);

/**
 * A student's request as it is stored: for a student with a room, for that room (`roomId` absent or
 * theirs) or a shared space of their floor when `rules.sharedSpaces` allows it, its texts copied from the
 * room; a student without one names their room as free text, as always (and may not name a room by id).
 */
export async function studentRequestOf(
  student: UserRecord,
  input: CreateRequestBody,
  rules: RequestRules,
): Promise<NewRequest> {
  if (student.roomId === undefined) {
    if (input.roomId !== undefined) throw refuse('request.roomNotAllowed');
    return input;
  }
  const home = await getRoom(student.hostelId, student.roomId);
  // A room removed from under its resident leaves them typing it, as before rooms.
  if (!home) {
    if (input.roomId !== undefined) throw refuse('request.roomNotAllowed');
    return input;
  }
  if (input.roomId === undefined || input.roomId === home.id)
    return { ...input, ...roomFields(inService(home)) };
  const [wanted, types] = await Promise.all([
    roomOfHostel(student.hostelId, input.roomId),
    rules.sharedSpaces ? getRoomTypes(student.hostelId) : Promise.resolve([]),
  ]);
  if (!rules.sharedSpaces || !sharedOnFloorOf(home, wanted, types)) throw refuse('request.roomNotAllowed');
  return { ...input, ...roomFields(inService(wanted)) };
}
