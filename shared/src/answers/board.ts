/** What the room board's routes answer (issue 30). */
import { boardStates, waitKinds } from '../board';
import * as z from '../schemas/zod';
import { roomFloor } from './rooms';

/** A room as the board shows it on a date. */
export const boardRoom = z.strictObject({
  id: z.string(),
  building: z.string(),
  floor: z.string(),
  number: z.string(),
  typeId: z.string(),
  beds: z.number(),
  inService: z.boolean(),
  state: z.enum(boardStates),
  waits: z.array(z.enum(waitKinds)),
  /** Requests of the date in each state (absent: none). */
  requested: z.optional(z.number()),
  scheduled: z.optional(z.number()),
  inProgress: z.optional(z.number()),
  cleaned: z.optional(z.number()),
  /** A cleaning schedule's requests of the date (issue 31), open or done: the tile marks the room. */
  regular: z.optional(z.number()),
  /** The room's last clean, any day, and the keeper's name. */
  lastCleanedAt: z.optional(z.string()),
  lastCleanedBy: z.optional(z.string()),
  /** Recurring cleans of it skipped in a row since one was done (issue 31); absent at 0. 3 flags it. */
  skipsInARow: z.optional(z.number()),
});

/** `GET /api/roomBoard` → a building's (or a floor's) rooms on the date, and every floor for paging. */
export const roomBoardAnswer = z.strictObject({
  date: z.string(),
  /** The building (and floor) shown, as the floors list spells it; absent when the hostel has no rooms. */
  building: z.optional(z.string()),
  floor: z.optional(z.string()),
  floors: z.array(roomFloor),
  rooms: z.array(boardRoom),
  /** The page's rooms by state, before the state filter. */
  states: z.record(z.string(), z.number()),
  cursor: z.optional(z.string()),
  /** A keeper's own building, when they have one: the board answers only it (no other to choose). */
  keeperBuilding: z.optional(z.string()),
});

const resident = z.strictObject({
  userId: z.string(),
  name: z.string(),
  bed: z.optional(z.string()),
});

/** A request of the room, from its pointer item in the room's partition. */
const roomRequest = z.strictObject({
  requestId: z.string(),
  date: z.string(),
  time: z.optional(z.string()),
  requestStatus: z.optional(z.string()),
  studentName: z.optional(z.string()),
  roomkeeper: z.optional(z.string()),
  /** The cleaning schedule that made it (issue 31): the page marks it. */
  recurrenceId: z.optional(z.string()),
});

const roomClean = z.strictObject({
  requestId: z.string(),
  date: z.string(),
  at: z.string(),
  keeperName: z.string(),
});

const roomRating = z.strictObject({
  requestId: z.string(),
  date: z.string(),
  at: z.string(),
  stars: z.number(),
  complaint: z.boolean(),
  keeperName: z.optional(z.string()),
});

const roomEvent = z.strictObject({ at: z.string(), kind: z.string(), by: z.optional(z.string()) });

/** `GET /api/roomPage` → the room and what its partition holds, newest first. */
export const roomPageAnswer = z.strictObject({
  room: z.strictObject({
    id: z.string(),
    building: z.string(),
    floor: z.string(),
    number: z.string(),
    typeId: z.string(),
    beds: z.number(),
    inService: z.boolean(),
    /** Students living in it. */
    residents: z.number(),
    lastCleanedAt: z.optional(z.string()),
    lastCleanedBy: z.optional(z.string()),
    skipsInARow: z.optional(z.number()),
  }),
  /** Minutes a clean of its type usually takes. */
  minutes: z.number(),
  residents: z.array(resident),
  requests: z.array(roomRequest),
  cleans: z.array(roomClean),
  ratings: z.array(roomRating),
  events: z.array(roomEvent),
});
