/**
 * The rooms a student's request form offers (issue 30): their own room and, where the hostel allows it,
 * the shared spaces of their floor, found by one Query of the floor's walking-order prefix. What the
 * create accepts is decided again on the server (`request-room.ts`); this only lists it.
 */
import type { RoomType } from '#shared/rooms';

import { getRules } from '../data/hostel-settings';
import { getRoomTypes } from '../data/room-types';
import { getRoom, listRooms, roomAnswer } from '../data/rooms';
import type { UserRecord } from '../data/users';
import { sharedOnFloorOf } from './request-room';

/** A floor's rooms read at once: a floor of a large hostel holds some dozens. */
const floorRooms = 300;

export async function studentRooms(student: UserRecord) {
  const home = student.roomId === undefined ? undefined : await getRoom(student.hostelId, student.roomId);
  if (!home) return { data: [], types: [] as RoomType[] };
  const [rules, types] = await Promise.all([getRules(student.hostelId), getRoomTypes(student.hostelId)]);
  if (!rules.sharedSpaces) return { data: [roomAnswer(home)], types };
  const floor = await listRooms(
    student.hostelId,
    { building: home.building, floor: home.floor, inService: true },
    { limit: floorRooms },
  );
  const shared = floor.rooms.filter((room) => room.id !== home.id && sharedOnFloorOf(home, room, types));
  return { data: [home, ...shared].map(roomAnswer), types };
}
