/** What the residents routes answer (issue 30). */
import { residentImportOutcomes, residentImportReasons } from '../residents';
import * as z from '../schemas/zod';

/** `POST /api/assignResident` → where the student lives now (no `roomId`: in no room). */
export const residenceAnswer = z.strictObject({
  userId: z.string(),
  roomId: z.optional(z.string()),
  bed: z.optional(z.number()),
  room: z.optional(z.string()),
  floor: z.optional(z.string()),
});

export const residentImportLine = z.strictObject({
  /** The line of the file (1 is the first). */
  line: z.number(),
  outcome: z.enum(residentImportOutcomes),
  reason: z.optional(z.enum(residentImportReasons)),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  building: z.optional(z.string()),
  number: z.optional(z.string()),
  /** The room a moved student leaves, as building and number. */
  from: z.optional(z.string()),
});

const counts = z.strictObject({
  new: z.number(),
  moved: z.number(),
  unchanged: z.number(),
  error: z.number(),
});

/** `POST /api/residentImport/preview` → every line's outcome; nothing is written. */
export const residentImportPreviewAnswer = z.strictObject({ lines: z.array(residentImportLine), counts });

/** `POST /api/residentImport/apply` → what this slice wrote, and where the next one starts (none: done). */
export const residentImportApplyAnswer = z.strictObject({
  total: z.number(),
  done: z.number(),
  next: z.optional(z.number()),
  written: z.strictObject({
    new: z.number(),
    moved: z.number(),
    unchanged: z.number(),
    invitationsNotSent: z.number(),
  }),
});

/** `POST /api/endOfTerm` → the students this page moved out or removed, and where the next page starts. */
export const endOfTermAnswer = z.strictObject({
  rooms: z.number(),
  students: z.number(),
  cursor: z.optional(z.string()),
});

/** `GET /api/registrationRooms` → the hostel's floors, and the named floor's rooms with a free bed. */
export const registrationRoomsAnswer = z.strictObject({
  floors: z.array(z.strictObject({ building: z.string(), floor: z.string() })),
  rooms: z.array(
    z.strictObject({ id: z.string(), building: z.string(), floor: z.string(), number: z.string() }),
  ),
});
