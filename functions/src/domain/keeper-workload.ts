/**
 * The allot dialog's choice of keepers (issue 15), balanced by minutes (issue 30): each live keeper with
 * their load on the request's date — planned minutes against their capacity — sorted by how full their
 * day is (keepers off that day last), and one *Suggested*: among those whose day the request still fits
 * in, the one with the smallest share of their capacity planned, then the fewest requests, then one already
 * working on the request's floor that day, then the fewest completed that week, then the better rated
 * (issue 28; a keeper not yet rated counts as a middling 3), then by name, so the choice is stable. A
 * keeper off that day is never suggested, nor the keeper who turned the request back for its date, nor
 * one the request would take over capacity; auto-allot (`auto-allot.ts`) picks by the same rules.
 */
import { overCapacity, plannedOf } from '#shared/effort';

import type { KeeperLoad } from '../data/read-models/keeper-load';

export interface KeeperWorkload {
  _id: string;
  name: string;
  scheduled: number;
  floors: string[];
  completedThisWeek: number;
  /** Average of their ratings, absent while they have none. */
  rating?: number;
  off: boolean;
  suggested: boolean;
  /** Minutes planned that day (Scheduled or done) and their capacity. */
  minutes: number;
  capacity: number;
  /** Whether the request would take them over their capacity that day. */
  overCapacity: boolean;
}

type Ranked = Pick<
  KeeperLoad,
  | '_id'
  | 'name'
  | 'scheduled'
  | 'floors'
  | 'completedThisWeek'
  | 'ratingSum'
  | 'ratingCount'
  | 'minutes'
  | 'doneMinutes'
  | 'capacity'
>;

/** Unrated keepers sit in the middle of the 1–5 scale: neither favoured nor passed over. */
const unratedAverage = 3;
const averageOf = (keeper: Ranked) =>
  keeper.ratingCount > 0 ? keeper.ratingSum / keeper.ratingCount : unratedAverage;

const byName = (a: Ranked, b: Ranked) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** How full the keeper's day is: planned minutes over capacity. */
export const shareOf = (keeper: Ranked): number => plannedOf(keeper) / Math.max(1, keeper.capacity);

/** Whether `minutes` more still fit in the keeper's day. */
export const fits = (keeper: Ranked, minutes: number): boolean =>
  !overCapacity(plannedOf(keeper), minutes, keeper.capacity);

/** The suggestion's order for a request on `floor`: the first keeper of it (not off that day) is suggested. */
export function suggestionOrder(floor: string): (a: Ranked, b: Ranked) => number {
  const onFloor = (keeper: Ranked) => (keeper.floors.includes(floor) ? 0 : 1);
  return (a, b) =>
    shareOf(a) - shareOf(b) ||
    a.scheduled - b.scheduled ||
    onFloor(a) - onFloor(b) ||
    a.completedThisWeek - b.completedThisWeek ||
    averageOf(b) - averageOf(a) ||
    byName(a, b);
}

/**
 * The keeper a request of `minutes` on `floor` goes to: not off that day, not `turnedBackBy`, whose day it
 * fits in, first by the order; none when it fits in no one's day.
 */
export function suggestedKeeper<Keeper extends Ranked & { off: boolean }>(
  keepers: readonly Keeper[],
  floor: string,
  turnedBackBy?: string,
  minutes = 0,
): Keeper | undefined {
  const [best] = keepers
    .filter((keeper) => !keeper.off && keeper._id !== turnedBackBy && fits(keeper, minutes))
    .sort(suggestionOrder(floor));
  return best;
}

export function rankKeepers(
  loads: readonly KeeperLoad[],
  floor: string,
  turnedBackBy?: string,
  minutes = 0,
): KeeperWorkload[] {
  const best = suggestedKeeper(loads, floor, turnedBackBy, minutes);
  return [...loads]
    .sort(
      (a, b) =>
        Number(a.off) - Number(b.off) || shareOf(a) - shareOf(b) || a.scheduled - b.scheduled || byName(a, b),
    )
    .map((keeper) => ({
      _id: keeper._id,
      name: keeper.name,
      scheduled: keeper.scheduled,
      floors: keeper.floors,
      completedThisWeek: keeper.completedThisWeek,
      ...(keeper.ratingCount > 0
        ? { rating: Math.round((keeper.ratingSum / keeper.ratingCount) * 10) / 10 }
        : {}),
      off: keeper.off,
      suggested: keeper._id === best?._id,
      minutes: plannedOf(keeper),
      capacity: keeper.capacity,
      overCapacity: !fits(keeper, minutes),
    }));
}
