/** A keeper's day as the allotment's unit tests rank and plan it: free, unrated, nothing done, unless given. */
import type { KeeperLoad } from '#functions/data/read-models/keeper-load';

export const keeperLoad = (name: string, load: Partial<KeeperLoad> = {}, id = name): KeeperLoad => ({
  _id: id,
  name,
  scheduled: 0,
  floors: [],
  off: false,
  completedThisWeek: 0,
  ratingSum: 0,
  ratingCount: 0,
  minutes: 0,
  doneMinutes: 0,
  capacity: 420,
  ...load,
});
