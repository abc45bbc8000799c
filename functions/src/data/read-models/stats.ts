/**
 * The day items of the analytics (issue 16): per hostel and per keeper, one item per day holding counters
 * only — counts, sums, waiting-time buckets (`#shared/analytics`), and counted names such as `f:<floor>`.
 * They move only by `ADD`, in the same transaction as the change they count (`domain/stats-events.ts`
 * says which change moves what); the backfill overwrites them whole (`putStatsDay`).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import { canonicalTimeZone } from '#shared/request-dates';

import { counterItemUpdate } from '../counters';
import { db, tableName } from '../store/client';
import { keys, type StatsSeries } from '../store/keys';
import { queryAll } from '../store/page';
import type { TransactItem } from '../store/transact';

/** Counter names on a day item. */
export const counter = {
  floor: (floor: string) => `f:${floor}`,
  time: (time: string) => `t:${time}`,
  allotWait: (bucket: number) => `wa:${bucket}`,
  completeWait: (bucket: number) => `wc:${bucket}`,
  /** A keeper's own counter, also kept on the hostel's day item so the admin's table is one Query. */
  ofKeeper: (keeperId: string, name: string) => `k:${keeperId}:${name}`,
  /** Inspections (issue 32) of a room type's cleans on the hostel's day item: `inspected`, `passed`. */
  ofInspectedType: (typeId: string, name: 'inspected' | 'passed') => `i:${typeId}:${name}`,
};

/** The effort counters (issue 30): minutes planned at allot, of them done, real from Start to Done; timed cleans. */
export type EffortCounter = 'planned' | 'done' | 'real' | 'timed';
const effortNames: Record<EffortCounter, string> = { planned: 'mp', done: 'md', real: 'mr', timed: 'mn' };

export const effortCounter = {
  total: (what: EffortCounter) => effortNames[what],
  /** A room type's counter on the hostel's day item (`y:<type>:<name>`). */
  ofType: (typeId: string, name: string) => `y:${typeId}:${name}`,
};

/** What one item's day holds: counter name → count. */
export type DayCounters = Map<string, number>;

const seriesKey = (series: StatsSeries) => `${series.scope}#${series.id}`;

/** The counter changes of one transaction (or of a whole backfill), summed per series and day. */
export class StatsDeltas {
  readonly days = new Map<string, { series: StatsSeries; date: string; counters: DayCounters }>();

  add(series: StatsSeries, date: string, name: string, by = 1): this {
    const key = `${seriesKey(series)}|${date}`;
    const day = this.days.get(key) ?? { series, date, counters: new Map() };
    day.counters.set(name, (day.counters.get(name) ?? 0) + by);
    this.days.set(key, day);
    return this;
  }

  writes(): TransactItem[] {
    return [...this.days.values()]
      .map(({ series, date, counters }) => ({
        key: keys.statsDay(series, date),
        counters: [...counters].filter(([, by]) => by !== 0),
      }))
      .filter(({ counters }) => counters.length > 0)
      .map(({ key, counters }) => counterItemUpdate(key, 'StatsDay', counters));
  }
}

/**
 * The hostel's IANA time zone: its day items count each change on the hostel's own calendar day. Only that
 * attribute is read (not the settings' schemas), so the workflow handlers stay small.
 */
export async function hostelTimeZone(hostelId: string): Promise<string> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ProjectionExpression: '#zone',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
    }),
  );
  return zoneOf(Item);
}

/** The time zone stored on a hostel item. */
export function zoneOf(item: Record<string, unknown> | undefined): string {
  const zone: unknown = item?.timeZone;
  // A hostel that never chose a zone keeps the default rules' UTC (`defaultRules.timeZone`).
  return (typeof zone === 'string' && canonicalTimeZone(zone)) || 'UTC';
}

const notCounters = new Set(['pk', 'sk', 'entity']);

/** The stored day items of a series from `from` to `to` (both included): one Query (≤ 366 small items). */
export async function readStatsDays(
  series: StatsSeries,
  from: string,
  to: string,
): Promise<{ date: string; counters: DayCounters }[]> {
  const items = await queryAll(keys.statsDays(series), {
    range: { from: `${keys.statsDayPrefix}${from}`, to: `${keys.statsDayPrefix}${to}` },
  });
  return items.map((item) => ({
    date: String(item.sk).slice(keys.statsDayPrefix.length),
    counters: new Map(
      Object.entries(item)
        .filter(([name]) => !notCounters.has(name))
        .map(([name, value]) => [name, Number(value)]),
    ),
  }));
}

/** The backfill's write: the day item replaced by what the requests add up to. */
export async function putStatsDay(series: StatsSeries, date: string, counters: DayCounters): Promise<void> {
  const kept = [...counters].filter(([, count]) => count !== 0);
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.statsDay(series, date), entity: 'StatsDay', ...Object.fromEntries(kept) },
    }),
  );
}
