/**
 * The allot dialog's choice of keepers (issue 15): each live keeper with their load on the request's date,
 * sorted by load (keepers off that day last), and one *Suggested*: the least loaded that day, then one
 * already working on the request's floor that day, then the fewest completed that week, then the better
 * rated (issue 28; a keeper not yet rated counts as a middling 3), then by name, so the choice is stable.
 * A keeper off that day is never suggested, nor the keeper who turned the request back for its date;
 * auto-allot (`auto-allot.ts`) picks by the same rules.
 */
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
}

type Ranked = Pick<
  KeeperLoad,
  '_id' | 'name' | 'scheduled' | 'floors' | 'completedThisWeek' | 'ratingSum' | 'ratingCount'
>;

/** Unrated keepers sit in the middle of the 1–5 scale: neither favoured nor passed over. */
const unratedAverage = 3;
const averageOf = (keeper: Ranked) =>
  keeper.ratingCount > 0 ? keeper.ratingSum / keeper.ratingCount : unratedAverage;

const byName = (a: Ranked, b: Ranked) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** The suggestion's order for a request on `floor`: the first keeper of it (not off that day) is suggested. */
export function suggestionOrder(floor: string): (a: Ranked, b: Ranked) => number {
  const onFloor = (keeper: Ranked) => (keeper.floors.includes(floor) ? 0 : 1);
  return (a, b) =>
    a.scheduled - b.scheduled ||
    onFloor(a) - onFloor(b) ||
    a.completedThisWeek - b.completedThisWeek ||
    averageOf(b) - averageOf(a) ||
    byName(a, b);
}

/** The keeper a request on `floor` goes to: not off that day, not `turnedBackBy`, first by the order. */
export function suggestedKeeper<Keeper extends Ranked & { off: boolean }>(
  keepers: readonly Keeper[],
  floor: string,
  turnedBackBy?: string,
): Keeper | undefined {
  const [best] = keepers
    .filter((keeper) => !keeper.off && keeper._id !== turnedBackBy)
    .sort(suggestionOrder(floor));
  return best;
}

export function rankKeepers(
  loads: readonly KeeperLoad[],
  floor: string,
  turnedBackBy?: string,
): KeeperWorkload[] {
  const best = suggestedKeeper(loads, floor, turnedBackBy);
  return [...loads]
    .sort((a, b) => Number(a.off) - Number(b.off) || a.scheduled - b.scheduled || byName(a, b))
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
    }));
}
