/**
 * The allot dialog's choice of keepers (issue 15): each live keeper with their load on the request's date,
 * sorted by load (keepers off that day last), and one *Suggested*: the least loaded that day, then one
 * already working on the request's floor that day, then the fewest completed that week (then by name, so
 * the choice is stable). A keeper off that day is never suggested; auto-allot (`auto-allot.ts`) picks by
 * the same order.
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

type Ranked = Pick<KeeperLoad, '_id' | 'name' | 'scheduled' | 'floors' | 'completedThisWeek'>;

const byName = (a: Ranked, b: Ranked) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** The suggestion's order for a request on `floor`: the first keeper of it (not off that day) is suggested. */
export function suggestionOrder(floor: string): (a: Ranked, b: Ranked) => number {
  const onFloor = (keeper: Ranked) => (keeper.floors.includes(floor) ? 0 : 1);
  return (a, b) =>
    a.scheduled - b.scheduled ||
    onFloor(a) - onFloor(b) ||
    a.completedThisWeek - b.completedThisWeek ||
    byName(a, b);
}

export function rankKeepers(loads: readonly KeeperLoad[], floor: string): KeeperWorkload[] {
  const [best] = loads.filter((keeper) => !keeper.off).sort(suggestionOrder(floor));
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
