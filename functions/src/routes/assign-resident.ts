import { residentRoutes } from '#shared/route-table/residents';

import { placeStudent } from '../domain/residence';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Puts a student of the admin's hostel in a room (and bed), moves them, or (no `roomId`) moves them out:
 * 200 with where they live now. Another hostel's student or room answers 404 as a missing one; a room out
 * of service, full, or a bed taken 409; a bed the room has not 400.
 */
export const assignResident: RouteLogic<'assignResident'> = async ({ body, user }) => {
  const student = await placeStudent(user.hostelId, body.userId, { roomId: body.roomId, bed: body.bed });
  return ok({
    userId: student._id,
    ...(student.roomId !== undefined ? { roomId: student.roomId } : {}),
    ...(student.bed !== undefined ? { bed: student.bed } : {}),
    ...(student.roomId !== undefined && student.room !== undefined ? { room: student.room } : {}),
    ...(student.roomId !== undefined && student.floor !== undefined ? { floor: student.floor } : {}),
  });
};

export const handler = createHandler(residentRoutes, 'assignResident', assignResident);
