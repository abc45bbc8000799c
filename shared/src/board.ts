/**
 * The room board (issue 30): a room's state on a day, read off the counters of its day entry, and what
 * waits on it. Shared, so that the server filters by state exactly as the site names it.
 */

/** How many of a room's requests of one date are in each state, and what waits on them. */
export interface BoardCounts {
  /** Pending. */
  requested: number;
  /** Scheduled, not started. */
  scheduled: number;
  /** Scheduled and started. */
  inProgress: number;
  /** Completed. */
  cleaned: number;
  /** Ratings of the day's cleans that came with a complaint. */
  complaints: number;
  /** Ratings of the day's cleans of `lowRatingStars` or fewer. */
  lowRatings: number;
  /** Requests the admins were told are overdue. */
  overdue: number;
  /** A cleaning schedule's requests (issue 31) open or done, the tile's "regular clean" mark. */
  regular: number;
  /** Completed cleans picked for inspection (issue 32, the hostel's "1 in N") and not inspected yet. */
  inspectDue: number;
}

export const boardCountNames = [
  'requested',
  'scheduled',
  'inProgress',
  'cleaned',
  'complaints',
  'lowRatings',
  'overdue',
  'regular',
  'inspectDue',
] as const satisfies readonly (keyof BoardCounts)[];

/** A rating of this many stars or fewer waits on the board. */
export const lowRatingStars = 2;

export const boardStates = [
  'free',
  'requested',
  'scheduled',
  'inProgress',
  'cleaned',
  'outOfService',
] as const;
export type BoardState = (typeof boardStates)[number];

export const waitKinds = ['complaint', 'lowRating', 'overdue', 'inspection'] as const;
export type WaitKind = (typeof waitKinds)[number];

/**
 * The one state a room shows for a day. Open work outranks a finished clean, and the furthest along of
 * the open requests names it (in progress, then scheduled, then requested): the room still needs someone
 * while any request of the day is open, and what is under way is what the admin looks for first. A room
 * out of service shows that whatever its requests.
 */
export function boardStateOf(counts: Partial<BoardCounts> | undefined, inService: boolean): BoardState {
  if (!inService) return 'outOfService';
  if (!counts) return 'free';
  if ((counts.inProgress ?? 0) > 0) return 'inProgress';
  if ((counts.scheduled ?? 0) > 0) return 'scheduled';
  if ((counts.requested ?? 0) > 0) return 'requested';
  if ((counts.cleaned ?? 0) > 0) return 'cleaned';
  return 'free';
}

/**
 * What waits on a room that day. An overdue mark counts only while a request of the day is still open:
 * the mark is raised once when the admins are told, and the request's next change settles it. A clean
 * waiting for inspection marks the room on any day shown until it is inspected, as the list of waiting
 * cleans shows it: `inspectionsDue` is the room's own count of them (its day's count marks the day when
 * the room's is not given).
 */
export function waitsOf(counts: Partial<BoardCounts> | undefined, inspectionsDue = 0): WaitKind[] {
  if (!counts) return inspectionsDue > 0 ? ['inspection'] : [];
  const open = (counts.requested ?? 0) + (counts.scheduled ?? 0) + (counts.inProgress ?? 0);
  const waits: WaitKind[] = [];
  if ((counts.complaints ?? 0) > 0) waits.push('complaint');
  if ((counts.lowRatings ?? 0) > 0) waits.push('lowRating');
  if ((counts.overdue ?? 0) > 0 && open > 0) waits.push('overdue');
  if ((counts.inspectDue ?? 0) > 0 || inspectionsDue > 0) waits.push('inspection');
  return waits;
}

/** Rooms on one page of the board: a building of up to this many is one page (one Query under 1 MB). */
export const boardPage = 500;
