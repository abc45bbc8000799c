/**
 * Auto-allot's plan (issue 15): each request goes to the keeper the allot dialog would suggest for it
 * (`suggestedKeeper`: the smallest share of their capacity planned that day, then the fewest requests,
 * then already on that floor, then fewest completed that week, then the better rated; never one off that
 * day, nor the one who turned the request back for its date, nor one it would take over capacity —
 * issue 30), counting the minutes and requests placed before it in the same plan. A request that fits in
 * no keeper's day is left without one, for the admin to choose and confirm. Requests are placed earliest
 * first, and those of one date and time in walking order (issue 31: a schedule's cleans all start at its
 * window's start), so the plan does not depend on the order they were selected in nor on their random ids,
 * and what fits in no one's day is the end of the walk.
 */
import type { KeeperLoad } from '../data/read-models/keeper-load';
import { suggestedKeeper } from './keeper-workload';

export interface ToPlace {
  id: string;
  date: string;
  time: string;
  floor: string;
  /** Minutes the clean takes (from its room type). */
  minutes: number;
  /** The keeper who turned the request back for this date: never given it again. */
  turnedBackBy?: string | undefined;
  /** The room's walking-order place `<building>#<floor>#<number>`, when the request is for a room. */
  place?: string | undefined;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The keeper id each request goes to; none when every keeper is off (or there is no keeper) that day. */
export function planAllotments(
  requests: readonly ToPlace[],
  loadsByDate: ReadonlyMap<string, readonly KeeperLoad[]>,
): Map<string, string | undefined> {
  // Working copies: what this plan places moves the loads the next request is ranked by.
  const days = new Map(
    [...loadsByDate].map(([date, loads]) => [
      date,
      loads.map((load) => ({ ...load, floors: [...load.floors] })),
    ]),
  );
  const order = [...requests].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      byCodePoint(a.place ?? '', b.place ?? '') ||
      a.id.localeCompare(b.id),
  );
  const plan = new Map<string, string | undefined>();
  for (const request of order) {
    const best = suggestedKeeper(
      days.get(request.date) ?? [],
      request.floor,
      request.turnedBackBy,
      request.minutes,
    );
    if (best) {
      best.scheduled += 1;
      best.minutes += request.minutes;
      if (!best.floors.includes(request.floor)) best.floors.push(request.floor);
    }
    plan.set(request.id, best?._id);
  }
  return plan;
}
