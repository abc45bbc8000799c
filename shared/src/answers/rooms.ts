/** What the rooms routes answer (issue 30). */
import { importOutcomes, importReasons } from '../rooms';
import * as z from '../schemas/zod';
import { listedRequest } from './entities';

export const roomType = z.strictObject({
  id: z.string(),
  name: z.optional(z.string()),
  minutes: z.number(),
  beds: z.number(),
  shared: z.boolean(),
});

/** `GET|POST /api/roomTypes` → the hostel's types, the defaults while none were changed. */
export const roomTypesAnswer = z.strictObject({ types: z.array(roomType) });

export const room = z.strictObject({
  id: z.string(),
  building: z.string(),
  floor: z.string(),
  number: z.string(),
  typeId: z.string(),
  beds: z.number(),
  inService: z.boolean(),
  /** Students living in it (issue 30, residents). */
  residents: z.number(),
  /** Raised by every change; an edit names the version it was made from. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its last clean and the keeper's name (the room board, issue 30); absent until it is cleaned. */
  lastCleanedAt: z.optional(z.string()),
  lastCleanedBy: z.optional(z.string()),
  /** Recurring cleans of it skipped in a row since one was done (issue 31); absent at 0. 3 flags it. */
  skipsInARow: z.optional(z.number()),
});

/** A building's floor and its counters. */
export const roomFloor = z.strictObject({
  building: z.string(),
  floor: z.string(),
  rooms: z.number(),
  outOfService: z.number(),
});

/** `GET /api/rooms` → one page in walking order, and every building's floors (for the filters). */
export const roomListAnswer = z.strictObject({
  data: z.array(room),
  cursor: z.optional(z.string()),
  floors: z.array(roomFloor),
});

/** `POST /api/roomRange` → the rooms it added and the numbers that were there already. */
export const roomRangeAnswer = z.strictObject({
  created: z.array(room),
  existing: z.array(z.string()),
});

export const importLine = z.strictObject({
  /** The line of the file (1 is the first). */
  line: z.number(),
  outcome: z.enum(importOutcomes),
  reason: z.optional(z.enum(importReasons)),
  building: z.optional(z.string()),
  floor: z.optional(z.string()),
  number: z.optional(z.string()),
  typeId: z.optional(z.string()),
  beds: z.optional(z.number()),
  /** What a changed line changes. */
  changes: z.optional(z.array(z.enum(['floor', 'type', 'beds']))),
});

const counts = z.strictObject({
  new: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  error: z.number(),
});

/** `POST /api/roomImport/preview` → every line's outcome; nothing is written. */
export const importPreviewAnswer = z.strictObject({ lines: z.array(importLine), counts });

/** `POST /api/roomImport/apply` → what this slice wrote, and where the next one starts (none: done). */
export const importApplyAnswer = z.strictObject({
  total: z.number(),
  done: z.number(),
  next: z.optional(z.number()),
  written: z.strictObject({ new: z.number(), changed: z.number(), unchanged: z.number() }),
});

/** `GET /api/roomRequests` → a page of one room's requests, the newest date first (issue 30). */
export const roomRequestsAnswer = z.strictObject({
  data: z.array(listedRequest),
  cursor: z.optional(z.string()),
});

/**
 * `GET /api/requestRooms` → the rooms a student may ask a clean of: their own first, then (where the hostel
 * allows it) the shared spaces of their floor; none for a student without a room, who types it as before.
 */
export const requestRoomsAnswer = z.strictObject({
  data: z.array(room),
  types: z.array(roomType),
});
