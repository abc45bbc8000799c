/** What the door-code routes answer (issue 33). */
import * as z from '../schemas/zod';
import { listedRequest } from './entities';

/** A room as a door shows it: where it is and whether it is in service. */
export const doorRoom = z.strictObject({
  id: z.string(),
  building: z.string(),
  floor: z.string(),
  number: z.string(),
  inService: z.boolean(),
});

/** One sticker of a print sheet: the room and its current code. */
export const doorSticker = z.strictObject({
  roomId: z.string(),
  building: z.string(),
  floor: z.string(),
  number: z.string(),
  code: z.string(),
});

/** A page of stickers in walking order; `made` counts the codes this call made (the rest had one). */
export const printDoorCodesAnswer = z.strictObject({
  stickers: z.array(doorSticker),
  made: z.number(),
  cursor: z.optional(z.string()),
});

/** A room's new code (the old one opens nothing from now on). */
export const replaceDoorCodeAnswer = doorSticker;

/**
 * What a scanned door offers the caller: `resident` when they live in the room (a clean of it, prefilled),
 * `requests` the caller's own cleans of the room today (a keeper: Start and Done); everyone may report.
 */
export const openDoorAnswer = z.strictObject({
  room: doorRoom,
  resident: z.boolean(),
  requests: z.array(listedRequest),
});

/** The requests the scan was recorded on (a keeper's cleans of the room today). */
export const scanDoorAnswer = z.strictObject({ recorded: z.array(z.string()) });

/** The maintenance report made (issue 32) and how many admins were told of it. */
export const reportDoorProblemAnswer = z.strictObject({ reportId: z.string(), told: z.number() });
