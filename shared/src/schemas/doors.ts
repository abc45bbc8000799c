/**
 * Door codes (issue 33): what the door routes take. Part of the route table's schemas
 * (`route-table/doors.ts`).
 */
import { doorReportMax } from '../doors';
import { maintenanceCategories, maintenanceUrgencies } from '../maintenance';
import { messages } from '../messages';
import { roomLimits } from '../rooms';
import { cursor, id, longText } from './fields';
import { roomText } from './rooms';
import * as z from './zod';

/**
 * A code as the path carries it. Any text up to a bound is taken, so a malformed code is answered as an
 * unknown one (404 `door.unknown`), never as a 400 that tells the two apart; a longer one is a 400.
 */
export const doorCodeParams = z.strictObject({
  code: z.string().check(z.maxLength(100, { error: messages.fieldNotValid })),
});

/** `POST /api/doorCodes`: one page of a building's or a floor's rooms, each given a code if it has none. */
export const printDoorCodesBody = z.strictObject({
  building: roomText(roomLimits.building),
  floor: z.optional(roomText(roomLimits.floor)),
  cursor,
});

/** `POST /api/doorCodes/replace`: a new code for one room (its sticker was copied); the old one is void. */
export const replaceDoorCodeBody = z.strictObject({ roomId: id });

/**
 * `POST /api/doors/{code}/report`: what is wrong in the room, a maintenance report (issue 32) of the
 * category and urgency given, else `other` and `normal`.
 */
export const doorReportBody = z.strictObject({
  text: longText(doorReportMax).check(z.minLength(1, { error: messages.required })),
  category: z.optional(z.enum(maintenanceCategories, { error: messages.fieldNotValid })),
  urgency: z.optional(z.enum(maintenanceUrgencies, { error: messages.fieldNotValid })),
});
