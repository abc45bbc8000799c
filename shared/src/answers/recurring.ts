/**
 * What the recurring-cleaning routes answer (issue 31): a recurrence is a hostel's cleaning schedule, whose
 * occurrences the scheduled job makes into requests a few days ahead. ("Schedule" is the keeper's
 * `/api/schedule`, so the entity has its own name.)
 */
import { closedDaysChoices } from '../recurrences';
import * as z from '../schemas/zod';
import { listedRequest } from './entities';

/** How often: on weekdays (0 Sunday … 6), every N weeks on a weekday, or monthly on a day. */
export const cadence = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weekly'), weekdays: z.array(z.int()) }),
  /** Weeks counted from the (Monday-start) week of the recurrence's `start`. */
  z.strictObject({ kind: z.literal('everyNWeeks'), weeks: z.int(), weekday: z.int() }),
  /** A month shorter than `day` uses its last day. */
  z.strictObject({ kind: z.literal('monthly'), day: z.int() }),
]);

/** Which rooms: one room, the rooms of a type in a building (or one floor), or the shared spaces. */
export const recurrenceTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('room'), roomId: z.string() }),
  z.strictObject({
    kind: z.literal('type'),
    roomTypeId: z.string(),
    building: z.string(),
    floor: z.optional(z.string()),
  }),
  z.strictObject({
    kind: z.literal('shared'),
    building: z.optional(z.string()),
    floor: z.optional(z.string()),
  }),
]);

export const recurrence = z.strictObject({
  _id: z.string(),
  hostelId: z.string(),
  name: z.string(),
  target: recurrenceTarget,
  cadence,
  /** The time window 'HH:mm'; a generated request's time is `from`. */
  from: z.string(),
  to: z.string(),
  /** Absent: the room type's minutes. */
  minutes: z.optional(z.int()),
  /** 'YYYY-MM-DD', and the last day it runs (absent: no end). */
  start: z.string(),
  end: z.optional(z.string()),
  /** An occurrence on a closed weekday or date moves to the next open day (at most 6 days on) or is skipped. */
  closedDays: z.enum(closedDaysChoices),
  autoAllot: z.boolean(),
  paused: z.boolean(),
  /** The job's progress: every planned date up to it has been made into requests. */
  through: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every change; an edit names the version it was made from. */
  version: z.int(),
});

export type Cadence = z.infer<typeof cadence>;
export type RecurrenceTarget = z.infer<typeof recurrenceTarget>;
export type Recurrence = z.infer<typeof recurrence>;

/**
 * `GET /api/recurrences` → the hostel's recurrences (at most `recurrenceLimits.perHostel`), and the rooms
 * the one-room ones clean, by id, as they are named now (a room renumbered since shows its new number).
 */
export const recurrencesAnswer = z.strictObject({
  recurrences: z.array(recurrence),
  rooms: z.record(
    z.string(),
    z.strictObject({ building: z.string(), floor: z.string(), number: z.string() }),
  ),
});

/** `POST /api/recurrences` and `POST /api/updateRecurrence` → the recurrence as stored. */
export const recurrenceAnswer = z.strictObject({ recurrence });

/** An occurrence: the date the cadence planned and the date it falls on (moved past a closed day). */
export const occurrence = z.strictObject({ date: z.string(), planned: z.string() });

/** `POST /api/recurrences/preview` → the next occurrences from today and the rooms targeted now (capped). */
export const recurrencePreviewAnswer = z.strictObject({
  occurrences: z.array(occurrence),
  rooms: z.int(),
});

/**
 * `GET /api/recurring/mine` → the recurring cleans of the student's room still open (Pending or
 * Scheduled), soonest first: what the dashboard offers to skip or move.
 */
export const roomRecurringAnswer = z.strictObject({ requests: z.array(listedRequest) });
