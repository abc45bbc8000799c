/**
 * Auto-allot's plan (issue 15): each request goes to the keeper the allot dialog would suggest for it
 * (`suggestionOrder`: least loaded that day, then already on that floor, then fewest completed that week;
 * never one off that day), counting the requests placed before it in the same plan. Requests are placed
 * earliest first, so the plan does not depend on the order they were selected in.
 */
import type { KeeperLoad } from '../data/read-models/keeper-load';
import { suggestionOrder } from './keeper-workload';

export interface ToPlace {
  id: string;
  date: string;
  time: string;
  floor: string;
}

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
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id),
  );
  const plan = new Map<string, string | undefined>();
  for (const request of order) {
    const [best] = (days.get(request.date) ?? [])
      .filter((keeper) => !keeper.off)
      .sort(suggestionOrder(request.floor));
    if (best) {
      best.scheduled += 1;
      if (!best.floors.includes(request.floor)) best.floors.push(request.floor);
    }
    plan.set(request.id, best?._id);
  }
  return plan;
}
