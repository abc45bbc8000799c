/** Schemas of the room board (issue 30): what its routes take. */
import { boardStates } from '../board';
import { messages } from '../messages';
import { roomLimits } from '../rooms';
import { cursor, id, isoDate } from './fields';
import { roomText, typeId } from './rooms';
import * as z from './zod';

const invalid = { error: messages.fieldNotValid };

/**
 * `GET /api/roomBoard`: a building's or a floor's rooms on a date (the hostel's today when absent); the
 * first building when none is named. A floor needs its building. State and type filter the page read.
 */
export const roomBoardQuery = z
  .strictObject({
    date: z.optional(isoDate),
    building: z.optional(roomText(roomLimits.building)),
    floor: z.optional(roomText(roomLimits.floor)),
    state: z.optional(z.enum(boardStates, invalid)),
    type: z.optional(typeId),
    cursor,
  })
  .check(z.refine((query) => query.floor === undefined || query.building !== undefined, invalid));

/** `GET /api/roomPage`: one room of the caller's hostel. */
export const roomPageQuery = z.strictObject({ roomId: id });
