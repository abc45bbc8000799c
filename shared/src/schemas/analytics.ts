/** Schemas of the hostel's numbers over time (issue 16, `GET /api/analytics`). */
import * as z from 'zod';

import { isoDate } from './fields';

/** The days asked for, both included (at most `maxAnalyticsDays`, refused with `analytics.rangeTooLong`). */
export const analyticsQuery = z.strictObject({ from: isoDate, to: isoDate });

/** Waits in minutes, read off the buckets: at most this long (the bucket's upper edge). */
export const waitSummary = z.strictObject({
  count: z.number().int(),
  median: z.number().optional(),
  p90: z.number().optional(),
});

const counts = {
  created: z.number().int(),
  allotted: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
  turnedBack: z.number().int(),
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
export const countedName = z.strictObject({ name: z.string(), count: z.number().int() });

/** A keeper's scorecard over the range (the admin's view). */
export const keeperScore = z.strictObject({
  _id: z.string(),
  /** Empty for a keeper who has since been removed. */
  name: z.string(),
  completed: z.number().int(),
  /** Average of the ratings given in the range, one decimal; absent while there are none. */
  rating: z.number().optional(),
  ratingCount: z.number().int(),
  complaints: z.number().int(),
  turnedBack: z.number().int(),
  /** Completions done on the date the student asked for. */
  onRequestedDay: z.number().int(),
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
    onRequestedDay: z.number().int(),
    rating: z.number().optional(),
    ratingCount: z.number().int(),
    complaints: z.number().int(),
    allotWait: waitSummary,
    completeWait: waitSummary,
  }),
  floors: z.array(countedName),
  times: z.array(countedName),
  keepers: z.array(keeperScore),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;
