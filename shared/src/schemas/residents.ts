/** Schemas of a hostel's residents (issue 30): what the residents routes take. */
import { messages } from '../messages';
import { endOfTermActions, residentLimits } from '../residents';
import { roomLimits } from '../rooms';
import { id } from './fields';
import { roomText } from './rooms';
import * as z from './zod';

const invalid = { error: messages.fieldNotValid };

export const bed = z
  .number(invalid)
  .check(z.int(invalid), z.gte(1, invalid), z.lte(roomLimits.beds.max, invalid));

/** `POST /api/assignResident`: a student into a room (and bed), or out of every room without `roomId`. */
export const assignResidentBody = z.strictObject({
  userId: id,
  roomId: z.optional(id),
  bed: z.optional(bed),
});

/** `POST /api/residentImport/preview`: the file's text (its size is checked in bytes by the route). */
export const residentImportBody = z.strictObject({ csv: z.string(invalid) });

/** `POST /api/residentImport/apply`: the same file, and the first line (of the residents, 0-based) to write. */
export const residentImportApplyBody = z.strictObject({
  csv: z.string(invalid),
  from: z.optional(
    z.number(invalid).check(z.int(invalid), z.gte(0, invalid), z.lte(residentLimits.importLines, invalid)),
  ),
});

/** `POST /api/endOfTerm`: a building's (or one floor's) residents move out or are removed, a page at a time. */
export const endOfTermBody = z.strictObject({
  building: roomText(roomLimits.building),
  floor: z.optional(roomText(roomLimits.floor)),
  action: z.enum(endOfTermActions, invalid),
  cursor: z.optional(z.string().check(z.maxLength(1024, invalid))),
});

/** `GET /api/registrationRooms`: a hostel's floors, and one floor's rooms a student may pick. */
export const registrationRoomsQuery = z
  .strictObject({
    hostelId: z.string(invalid).check(z.minLength(1, invalid), z.maxLength(100, invalid)),
    building: z.optional(roomText(roomLimits.building)),
    floor: z.optional(roomText(roomLimits.floor)),
  })
  .check(z.refine((query) => (query.floor === undefined) === (query.building === undefined), invalid));
