/**
 * The checks of a student's room (issue 30), made on the server before and inside the write: the room is
 * the hostel's and in service, it has a free bed (its counter, checked again in the transaction's
 * condition), the bed named is one of its beds and free, and the student is a student of this hostel.
 */
import { AssignFailed, assignResidence, type Residence } from '../data/residents';
import { getRoom, type Room } from '../data/rooms';
import { getStoredUsers } from '../data/user-lists';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';

/** The hostel's room `roomId` as a place to live: in service, and the bed (if named) one of its beds. */
export async function livableRoom(hostelId: string, roomId: string, bed?: number): Promise<Room> {
  const room = await getRoom(hostelId, roomId);
  if (!room) throw refuse('room.notFound');
  if (!room.inService) throw refuse('room.outOfService');
  if (bed !== undefined && (bed < 1 || bed > room.beds)) throw refuse('room.bedInvalid');
  return room;
}

/** A student of the hostel by id; another hostel's student, or no one, is `user.notFound` alike. */
export async function studentOfHostel(hostelId: string, userId: string): Promise<UserRecord> {
  const user = (await getStoredUsers([userId])).get(userId);
  if (!user || user.deletedAt || user.hostelId !== hostelId) throw refuse('user.notFound');
  if (user.role !== 'student') throw refuse('resident.notStudent');
  return user;
}

/** The refusal an assignment's failed condition stands for, the room read again to tell full from closed. */
export async function residenceRefusal(to: Residence | undefined, failure: AssignFailed['failure']) {
  if (failure === 'bed') return refuse('room.bedTaken');
  if (failure === 'room' && to) {
    const now = await getRoom(to.room.hostelId, to.room.id);
    if (!now) return refuse('room.notFound');
    if (!now.inService) return refuse('room.outOfService');
    return refuse('room.full');
  }
  return refuse('resident.changed');
}

/**
 * Puts the student in the room (and bed), moves them from their room, or (`roomId` undefined) out of any
 * room. A full room is refused before writing when the counter read says so, and by the transaction when
 * it filled meanwhile; moving within a room needs no free bed.
 */
export async function placeStudent(
  hostelId: string,
  userId: string,
  target: { roomId?: string | undefined; bed?: number | undefined },
): Promise<UserRecord> {
  const student = await studentOfHostel(hostelId, userId);
  const to: Residence | undefined =
    target.roomId === undefined
      ? undefined
      : { room: await livableRoom(hostelId, target.roomId, target.bed), bed: target.bed };
  if (to && student.roomId !== to.room.id && to.room.residents >= to.room.beds) throw refuse('room.full');
  try {
    return await assignResidence(student, to);
  } catch (error) {
    if (error instanceof AssignFailed) throw await residenceRefusal(to, error.failure);
    throw error;
  }
}
