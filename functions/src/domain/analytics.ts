/**
 * The analytics answer (issue 16): the day items of the range, summed into days, weeks, totals, counted
 * names and (for an admin) one scorecard per keeper. An admin reads the hostel's series, a roomkeeper only
 * their own: the series is chosen from the verified caller, never from the query.
 */
import { addBuckets, noWaits, percentileOf } from '#shared/analytics';
import type { AnalyticsAnswer } from '#shared/answers/analytics';
import { addDays } from '#shared/request-dates';

import { mondayOf } from '../data/read-models/keeper-load';
import { counter, type DayCounters, effortCounter, readStatsDays } from '../data/read-models/stats';
import { keys, type StatsSeries } from '../data/store/keys';
import { queryAll } from '../data/store/page';
import type { UserRecord } from '../data/users';
import { inspectionScoresOf } from './inspection-scores';

const countNames = ['created', 'allotted', 'completed', 'rejected', 'turnedBack'] as const;
type KeeperCounter = 'completed' | 'turnedBack' | 'onDay' | 'ratingSum' | 'ratingCount' | 'complaints';

const bucketsOf = (counters: DayCounters, name: (bucket: number) => string) =>
  noWaits().map((_, bucket) => counters.get(name(bucket)) ?? 0);

const summary = (buckets: readonly number[]) => {
  const median = percentileOf(buckets, 0.5);
  const p90 = percentileOf(buckets, 0.9);
  return {
    count: buckets.reduce((sum, count) => sum + count, 0),
    ...(median === undefined ? {} : { median }),
    ...(p90 === undefined ? {} : { p90 }),
  };
};

const oneDecimal = (sum: number, count: number) =>
  count > 0 ? { rating: Math.round((sum / count) * 10) / 10 } : {};

/** The counted names with `prefix` (`f:`, `t:`) over the range, most counted first. */
function countedNames(total: DayCounters, prefix: string) {
  return [...total]
    .filter(([name, count]) => name.startsWith(prefix) && count > 0)
    .map(([name, count]) => ({ name: name.slice(prefix.length), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The minutes counted under `count` (by counter name): planned, done, and the real average per timed clean. */
function effortOf(count: (name: string) => number) {
  const timed = count(effortCounter.total('timed'));
  const real = count(effortCounter.total('real'));
  return {
    planned: count(effortCounter.total('planned')),
    done: count(effortCounter.total('done')),
    timed,
    ...(timed > 0 ? { averageReal: Math.round((real / timed) * 10) / 10 } : {}),
  };
}

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Sums the day items of a series over the range into the answer. */
export function summarize(
  scope: 'hostel' | 'keeper',
  range: { from: string; to: string },
  stored: readonly { date: string; counters: DayCounters }[],
  keeperNames: ReadonlyMap<string, string> = new Map(),
): AnalyticsAnswer {
  const byDate = new Map(stored.map((day) => [day.date, day.counters]));
  const total: DayCounters = new Map();
  const weeks = new Map<string, { allot: number[]; complete: number[] }>();
  const days = datesOf(range.from, range.to).map((date) => {
    const counters = byDate.get(date) ?? new Map<string, number>();
    for (const [name, count] of counters) total.set(name, (total.get(name) ?? 0) + count);
    const allot = bucketsOf(counters, counter.allotWait);
    const complete = bucketsOf(counters, counter.completeWait);
    const week = weeks.get(mondayOf(date)) ?? { allot: noWaits(), complete: noWaits() };
    addBuckets(week.allot, allot);
    addBuckets(week.complete, complete);
    weeks.set(mondayOf(date), week);
    return {
      date,
      ...Object.fromEntries(countNames.map((name) => [name, counters.get(name) ?? 0])),
      allotWait: summary(allot),
      completeWait: summary(complete),
    } as AnalyticsAnswer['days'][number];
  });
  const count = (name: string) => total.get(name) ?? 0;
  const keeperIds = new Set(
    [...total.keys()].filter((name) => name.startsWith('k:')).map((name) => name.split(':')[1] ?? ''),
  );
  const keepers = [...keeperIds].map((id) => {
    const of = (name: KeeperCounter) => count(counter.ofKeeper(id, name));
    return {
      _id: id,
      name: keeperNames.get(id) ?? '',
      completed: of('completed'),
      ...oneDecimal(of('ratingSum'), of('ratingCount')),
      ratingCount: of('ratingCount'),
      complaints: of('complaints'),
      turnedBack: of('turnedBack'),
      onRequestedDay: of('onDay'),
      effort: effortOf((name) => count(counter.ofKeeper(id, name))),
    };
  });
  const inspections = inspectionScoresOf(total, scope, keeperNames);
  const typeIds = new Set(
    [...total.keys()].filter((name) => name.startsWith('y:')).map((name) => name.split(':')[1] ?? ''),
  );
  return {
    scope,
    from: range.from,
    to: range.to,
    days,
    weeks: [...weeks].map(([monday, week]) => ({
      monday,
      allotWait: summary(week.allot),
      completeWait: summary(week.complete),
    })),
    totals: {
      ...(Object.fromEntries(countNames.map((name) => [name, count(name)])) as Record<
        (typeof countNames)[number],
        number
      >),
      onRequestedDay: count('onDay'),
      ...oneDecimal(count('ratingSum'), count('ratingCount')),
      ratingCount: count('ratingCount'),
      complaints: count('complaints'),
      allotWait: summary(bucketsOf(total, counter.allotWait)),
      completeWait: summary(bucketsOf(total, counter.completeWait)),
      effort: effortOf(count),
    },
    floors: countedNames(total, counter.floor('')),
    times: countedNames(total, counter.time('')),
    keepers: keepers.sort((a, b) => b.completed - a.completed || a.name.localeCompare(b.name)),
    ...(scope === 'hostel'
      ? {
          roomTypes: [...typeIds]
            .map((id) => ({ id, ...effortOf((name) => count(effortCounter.ofType(id, name))) }))
            .sort((a, b) => b.planned - a.planned || a.id.localeCompare(b.id)),
        }
      : {}),
    ...(inspections ? { inspections } : {}),
  };
}

/**
 * The caller's numbers over the range: an admin's hostel (one Query of its days, one of its keepers'
 * names), a roomkeeper's own (one Query of their days).
 */
export async function analyticsFor(
  user: UserRecord,
  range: { from: string; to: string },
): Promise<AnalyticsAnswer> {
  if (user.role === 'roomkeeper') {
    const own: StatsSeries = { scope: 'KEEPER', id: user._id };
    return summarize('keeper', range, await readStatsDays(own, range.from, range.to));
  }
  const [days, keepers] = await Promise.all([
    readStatsDays({ scope: 'HOSTEL', id: user.hostelId }, range.from, range.to),
    queryAll(keys.usersOfHostel(user.hostelId, 'roomkeeper'), { attributes: ['_id', 'name'] }),
  ]);
  const names = new Map(keepers.map((keeper) => [String(keeper._id), String(keeper.name)]));
  return summarize('hostel', range, days, names);
}
