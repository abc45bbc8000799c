/** What `GET /api/analytics` answers: the hostel's or a keeper's numbers over time (issue 16). */
import { isoDate } from '../schemas/fields';
import * as z from '../schemas/zod';

/** Waits in minutes, read off the buckets: at most this long (the bucket's upper edge). */
export const waitSummary = z.strictObject({
  count: z.int(),
  median: z.optional(z.number()),
  p90: z.optional(z.number()),
});

const counts = {
  created: z.int(),
  allotted: z.int(),
  completed: z.int(),
  rejected: z.int(),
  turnedBack: z.int(),
};

/** One day of the range (every day is listed, with zeros when nothing happened). */
export const analyticsDay = z.strictObject({
  date: isoDate,
  ...counts,
  allotWait: waitSummary,
  completeWait: waitSummary,
});

/** One week of the range, Monday first (the first and last may be cut by the range). */
export const analyticsWeek = z.strictObject({
  monday: isoDate,
  allotWait: waitSummary,
  completeWait: waitSummary,
});

/** A counted name (a floor, a requested time) and how often it came up in the range. */
export const countedName = z.strictObject({ name: z.string(), count: z.int() });

/**
 * Minutes of cleaning (issue 30): planned at allot, planned of those done, and the cleans timed from
 * Start to Done with their average real minutes (absent while none was timed).
 */
export const effortSummary = z.strictObject({
  planned: z.int(),
  done: z.int(),
  timed: z.int(),
  averageReal: z.optional(z.number()),
});

/** A room type's minutes over the range; `id` is `-` for requests that name no room type. */
export const roomTypeEffort = z.extend(effortSummary, { id: z.string() });

/** A keeper's scorecard over the range (the admin's view). */
export const keeperScore = z.strictObject({
  _id: z.string(),
  /** Empty for a keeper who has since been removed. */
  name: z.string(),
  completed: z.int(),
  /** Average of the ratings given in the range, one decimal; absent while there are none. */
  rating: z.optional(z.number()),
  ratingCount: z.int(),
  complaints: z.int(),
  turnedBack: z.int(),
  /** Completions done on the date the student asked for. */
  onRequestedDay: z.int(),
  effort: z.optional(effortSummary),
});

/** Inspections (issue 32) counted in the range: how many, how many passed. */
const inspectedCount = { inspected: z.int(), passed: z.int() };

/**
 * The range's inspections, present once there is one: in all, per keeper who did the inspected clean
 * (the admin's view) and per room type (`-`: a clean that names none).
 */
export const inspectionScores = z.strictObject({
  ...inspectedCount,
  keepers: z.array(z.strictObject({ _id: z.string(), name: z.string(), ...inspectedCount })),
  roomTypes: z.array(z.strictObject({ id: z.string(), ...inspectedCount })),
});

/**
 * `GET /api/analytics?from&to`: an admin's hostel (with a row per keeper) or a roomkeeper's own numbers.
 * A keeper's floors and times are those of the requests allotted to them; the hostel's, those requested.
 */
export const analyticsAnswer = z.strictObject({
  scope: z.enum(['hostel', 'keeper']),
  from: isoDate,
  to: isoDate,
  days: z.array(analyticsDay),
  weeks: z.array(analyticsWeek),
  totals: z.strictObject({
    ...counts,
    onRequestedDay: z.int(),
    rating: z.optional(z.number()),
    ratingCount: z.int(),
    complaints: z.int(),
    allotWait: waitSummary,
    completeWait: waitSummary,
    effort: z.optional(effortSummary),
  }),
  floors: z.array(countedName),
  times: z.array(countedName),
  keepers: z.array(keeperScore),
  /** The hostel's minutes by room type (the admin's view; a keeper's own has none). */
  roomTypes: z.optional(z.array(roomTypeEffort)),
  inspections: z.optional(inspectionScores),
});

export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;
