/**
 * The allot dialog's choice of keepers (issue 15): each live keeper with their load on the request's date,
 * sorted by load, and one *Suggested*: the least loaded that day, then one already working on the
 * request's floor that day, then the fewest completed that week (then by name, so the choice is stable).
 */
import type { KeeperLoad } from '../data/keeper-load';

export interface KeeperWorkload {
  _id: string;
  name: string;
  scheduled: number;
  floors: string[];
  completedThisWeek: number;
  /** Average of their ratings, absent while they have none. */
  rating?: number;
  suggested: boolean;
}

const byName = (a: KeeperLoad, b: KeeperLoad) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

export function rankKeepers(loads: readonly KeeperLoad[], floor: string): KeeperWorkload[] {
  const onFloor = (keeper: KeeperLoad) => (keeper.floors.includes(floor) ? 0 : 1);
  const [best] = [...loads].sort(
    (a, b) =>
      a.scheduled - b.scheduled ||
      onFloor(a) - onFloor(b) ||
      a.completedThisWeek - b.completedThisWeek ||
      byName(a, b),
  );
  return [...loads]
    .sort((a, b) => a.scheduled - b.scheduled || byName(a, b))
    .map((keeper) => ({
      _id: keeper._id,
      name: keeper.name,
      scheduled: keeper.scheduled,
      floors: keeper.floors,
      completedThisWeek: keeper.completedThisWeek,
      ...(keeper.ratingCount > 0
        ? { rating: Math.round((keeper.ratingSum / keeper.ratingCount) * 10) / 10 }
        : {}),
      suggested: keeper._id === best?._id,
    }));
}
