/** The checks a room's change makes before it is written (issue 30). */
import type { RoomType } from '#shared/rooms';

import { getRoomTypes } from '../data/room-types';
import { getRoom, type Room } from '../data/rooms';
import { refuse } from '../refusal';

/** The hostel's type `typeId`; `room.typeUnknown` when the hostel has none such. */
export async function typeFor(hostelId: string, typeId: string): Promise<RoomType> {
  const type = (await getRoomTypes(hostelId)).find((candidate) => candidate.id === typeId);
  if (!type) throw refuse('room.typeUnknown');
  return type;
}

/** The hostel's room `roomId`; `room.notFound` for any other id, another hostel's included. */
export async function roomOfHostel(hostelId: string, roomId: string): Promise<Room> {
  const room = await getRoom(hostelId, roomId);
  if (!room) throw refuse('room.notFound');
  return room;
}
