/**
 * Each roomkeeper's load, as counters the allot dialog reads by key: per date, how many requests are
 * Scheduled to them and on which floors (`f:<floor>` counts, one attribute per floor); per week (Monday to
 * Sunday of the request's date), how many they completed. They move only by `ADD`, in the same
 * transaction as the allot, turn-back, reject, completion or removal that changes them.
 */
import { capacityOf, keeperCapacitySetting } from '#shared/effort';
import { addDays, weekdayOf } from '#shared/request-dates';

import { counterItemUpdate } from '../counters';
import { batchGet } from '../store/batch-get';
import { type Key, keys } from '../store/keys';
import { queryAll } from '../store/page';
import type { TransactItem } from '../store/transact';

/** The Monday of the week of a 'YYYY-MM-DD' date. */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

const floorPrefix = 'f:';

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const entity = 'KeeperLoad';

interface DayDelta {
  keeperId: string;
  date: string;
  scheduled: number;
  floors: Map<string, number>;
  /** Minutes planned that day, Scheduled or done (issue 30), and of them the done ones. */
  minutes: number;
  doneMinutes: number;
}

/** The load changes of one transaction, summed per keeper and date (one write each). */
export class LoadDeltas {
  private readonly days = new Map<string, DayDelta>();
  private readonly weeks = new Map<string, { keeperId: string; monday: string; completed: number }>();

  /** `by` is +1 when a request on `date` and `floor` is Scheduled to the keeper, −1 when it no longer is. */
  scheduled(keeperId: string, request: { date: string; floor: string }, by: number, minutes = 0): this {
    const day = this.day(keeperId, request.date);
    day.scheduled += by;
    day.minutes += minutes;
    day.floors.set(request.floor, (day.floors.get(request.floor) ?? 0) + by);
    return this;
  }

  private day(keeperId: string, date: string): DayDelta {
    const key = `${keeperId}|${date}`;
    const day = this.days.get(key) ?? {
      keeperId,
      date,
      scheduled: 0,
      floors: new Map(),
      minutes: 0,
      doneMinutes: 0,
    };
    this.days.set(key, day);
    return day;
  }

  /** `by` completions in the week of `date`; `doneMinutes` of the planned minutes of that day done. */
  completed(keeperId: string, date: string, by = 1, doneMinutes = 0): this {
    if (doneMinutes !== 0) this.day(keeperId, date).doneMinutes += doneMinutes;
    const monday = mondayOf(date);
    const key = `${keeperId}|${monday}`;
    const week = this.weeks.get(key) ?? { keeperId, monday, completed: 0 };
    week.completed += by;
    this.weeks.set(key, week);
    return this;
  }

  writes(): TransactItem[] {
    return this.writesWithin(() => undefined).writes;
  }

  /**
   * The writes, a day that gains minutes written on the condition that it held at most `limitOf` minutes
   * before (none when undefined); `limited` lists those writes' indexes.
   */
  writesWithin(limitOf: (keeperId: string, date: string) => number | undefined): {
    writes: TransactItem[];
    limited: number[];
  } {
    const moved = [...this.days.values()].filter(
      (day) =>
        day.scheduled !== 0 ||
        day.minutes !== 0 ||
        day.doneMinutes !== 0 ||
        [...day.floors.values()].some((delta) => delta !== 0),
    );
    const limited: number[] = [];
    const days = moved.map((day, index) => {
      const floors = [...day.floors].filter(([, delta]) => delta !== 0);
      const write = counterItemUpdate(keys.keeperDay(day.keeperId, day.date), entity, [
        ...(day.scheduled !== 0 || floors.length > 0
          ? [['scheduled', day.scheduled] as [string, number]]
          : []),
        ...floors.map(([floor, delta]): [string, number] => [`${floorPrefix}${floor}`, delta]),
        ...(day.minutes !== 0 ? [['minutes', day.minutes] as [string, number]] : []),
        ...(day.doneMinutes !== 0 ? [['doneMinutes', day.doneMinutes] as [string, number]] : []),
      ]);
      const limit = day.minutes > 0 ? limitOf(day.keeperId, day.date) : undefined;
      if (limit === undefined) return write;
      limited.push(index);
      return withinLimit(write, limit);
    });
    const weeks = [...this.weeks.values()]
      .filter((week) => week.completed !== 0)
      .map((week) =>
        counterItemUpdate(keys.keeperWeek(week.keeperId, week.monday), entity, [
          ['completed', week.completed],
        ]),
      );
    return { writes: [...days, ...weeks], limited };
  }
}

/** The day's update, on the condition that its planned minutes are at most `limit` before it. */
function withinLimit(write: TransactItem, limit: number): TransactItem {
  const update = write.Update;
  if (!update) return write;
  return {
    Update: {
      ...update,
      ConditionExpression: 'attribute_not_exists(#planned) OR #planned <= :limit',
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#planned': 'minutes' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':limit': limit },
    },
  };
}

/** A keeper's day as stored: requests Scheduled that date, the floors they are on, and whether it is a day off. */
export interface KeeperDay {
  scheduled: number;
  floors: string[];
  off: boolean;
  /** Minutes planned that day (Scheduled or done), and of them the done ones (issue 30). */
  minutes: number;
  doneMinutes: number;
}

export function toKeeperDay(item: Record<string, unknown> | undefined): KeeperDay {
  const floors = Object.entries(item ?? {})
    .filter(([name, count]) => name.startsWith(floorPrefix) && Number(count) > 0)
    .map(([name]) => name.slice(floorPrefix.length))
    .sort();
  return {
    scheduled: Number(item?.scheduled ?? 0),
    floors,
    off: item?.off === true,
    minutes: Number(item?.minutes ?? 0),
    doneMinutes: Number(item?.doneMinutes ?? 0),
  };
}

/** A live roomkeeper of the hostel with their rating and their load on a date and in its week. */
export interface KeeperLoad extends KeeperDay {
  _id: string;
  name: string;
  completedThisWeek: number;
  ratingSum: number;
  ratingCount: number;
  /** Minutes they work in a day: their own, or the hostel's (issue 30). */
  capacity: number;
}

/**
 * Every live roomkeeper of the hostel with their load on `date`: one Query of the hostel's keepers (their
 * user items carry the rating sums) and one BatchGet of their day and week counters, 100 keys at a time.
 */
export async function hostelKeeperLoads(hostelId: string, date: string): Promise<KeeperLoad[]> {
  return (await hostelKeeperLoadsOn(hostelId, [date])).get(date) ?? [];
}

/**
 * The same on several dates at once (a bulk allotment's): one Query of the keepers and BatchGets of each
 * keeper's day and week items on those dates, 100 keys at a time, in parallel.
 */
export async function hostelKeeperLoadsOn(
  hostelId: string,
  dates: readonly string[],
): Promise<Map<string, KeeperLoad[]>> {
  const keepers = await queryAll(keys.usersOfHostel(hostelId, 'roomkeeper'), {
    attributes: ['_id', 'name', 'ratingSum', 'ratingCount', 'capacityMinutes'],
    liveOnly: true,
  });
  const days = [...new Set(dates)];
  const mondays = [...new Set(days.map(mondayOf))];
  // The hostel item rides in the same BatchGet: its default capacity costs no call of its own.
  const wanted = [keys.hostel(hostelId)];
  wanted.push(
    ...keepers.flatMap((keeper) => {
      const id = String(keeper._id);
      return [
        ...days.map((date) => keys.keeperDay(id, date)),
        ...mondays.map((monday) => keys.keeperWeek(id, monday)),
      ];
    }),
  );
  const batches: Key[][] = [];
  for (let i = 0; i < wanted.length; i += 100) batches.push(wanted.slice(i, i + 100));
  const items = (await Promise.all(batches.map((batch) => batchGet(batch)))).flat();
  const stored = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  const at = (key: Key) => stored.get(`${key.pk}|${key.sk}`);
  const hostelDefault = numberOr(at(keys.hostel(hostelId))?.[keeperCapacitySetting]);
  const loadsOn = (date: string): KeeperLoad[] =>
    keepers.map((keeper) => {
      const id = String(keeper._id);
      return {
        _id: id,
        name: String(keeper.name),
        ...toKeeperDay(at(keys.keeperDay(id, date))),
        completedThisWeek: Number(at(keys.keeperWeek(id, mondayOf(date)))?.completed ?? 0),
        ratingSum: Number(keeper.ratingSum ?? 0),
        ratingCount: Number(keeper.ratingCount ?? 0),
        capacity: capacityOf(numberOr(keeper.capacityMinutes), hostelDefault),
      };
    });
  return new Map(days.map((date) => [date, loadsOn(date)]));
}
