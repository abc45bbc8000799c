/**
 * What the analytics test expects, counted from the stored requests themselves (their histories read
 * directly), independently of the handlers' own counting.
 */
import { waitBucket, waitEdges } from '#shared/analytics';
import type { HistoryEntry } from '#shared/domain';

import { baseItems, storedItem } from './requests-fixtures';

export interface Expected {
  days: Map<string, Record<string, number>>;
  allotWaits: Map<string, number[]>;
  completeWaits: Map<string, number[]>;
  keepers: Map<string, Record<string, number>>;
  keeperDays: Map<string, number>;
  floors: Map<string, number>;
  times: Map<string, number>;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** What the stored requests say, counted here from their histories. */
export async function countFromRequests(
  made: readonly string[],
  keeperIds: readonly string[],
  dayIn: (instant: string) => string,
): Promise<Expected> {
  const expected: Expected = {
    days: new Map(),
    allotWaits: new Map(),
    completeWaits: new Map(),
    keepers: new Map(keeperIds.map((id) => [id, { completed: 0, turnedBack: 0, onDay: 0 }])),
    keeperDays: new Map(),
    floors: new Map(),
    times: new Map(),
  };
  const day = (date: string) => {
    const counts = expected.days.get(date) ?? {
      created: 0,
      allotted: 0,
      completed: 0,
      rejected: 0,
      turnedBack: 0,
    };
    expected.days.set(date, counts);
    return counts;
  };
  const sample = (map: Map<string, number[]>, date: string, from: string, to: string) =>
    map.set(date, [...(map.get(date) ?? []), (Date.parse(to) - Date.parse(from)) / 60_000]);
  for (const id of made) {
    const item = await storedItem({ pk: `REQUEST#${id}`, sk: 'REQUEST' });
    if (!item) continue;
    let allottedAt = '';
    for (const entry of item.history as HistoryEntry[]) {
      const date = dayIn(entry.at);
      if (entry.action === 'create') {
        day(date).created! += 1;
        bump(expected.floors, String(item.floor));
        bump(expected.times, String(item.time));
      } else if (entry.action === 'allot') {
        day(date).allotted! += 1;
        sample(expected.allotWaits, date, String(item.createdAt), entry.at);
        allottedAt = entry.at;
      } else if (entry.action === 'reject' && entry.status === 'Rejected') day(date).rejected! += 1;
      else if (entry.action === 'reject') {
        day(date).turnedBack! += 1;
        expected.keepers.get(entry.by)!.turnedBack! += 1;
      } else if (entry.action === 'complete') {
        day(date).completed! += 1;
        sample(expected.completeWaits, date, allottedAt, entry.at);
        const keeper = expected.keepers.get(entry.by)!;
        keeper.completed! += 1;
        if (date === item.date) keeper.onDay! += 1;
        bump(expected.keeperDays, `${entry.by}|${date}`);
      }
    }
  }
  return expected;
}

/** Median and p90 of raw waits, as the bucket they fall in reports them. */
export function waitsOf(samples: number[] | undefined) {
  if (!samples?.length) return { count: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const edge = (q: number) => {
    const bucket = waitBucket(sorted[Math.ceil(q * sorted.length) - 1] ?? 0);
    return waitEdges[Math.min(bucket, waitEdges.length - 1)];
  };
  return { count: sorted.length, median: edge(0.5), p90: edge(0.9) };
}

/** Every stored day item of the partitions (a hostel's and its keepers' series), zero counters left out. */
export async function dayItems(partitions: readonly string[]) {
  const items: Record<string, unknown>[] = [];
  for (const pk of partitions) items.push(...(await baseItems(pk)));
  return items
    .map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== 0)))
    .filter((item) => Object.keys(item).length > 3);
}
