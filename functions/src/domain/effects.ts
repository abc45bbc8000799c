/**
 * What a change of a request moves besides the request itself (issue 29): every counter on the users and
 * the hostel, the keepers' loads, the unread notifications and the analytics. All of it is derived from the
 * request as it was and as it is after the change, so no workflow restates the state machine: a counter
 * moves by what the request counts in it after, less what it counted before (`countsOf`). Pure — the
 * transaction is built from it by `data/effect-writes.ts`.
 */
import type { CleanRequest, HistoryEntry } from '#shared/domain';
import { isOpen, type Transition } from '#shared/status';

import { CounterEffects } from '../data/effect-writes';
import type { Note } from '../data/notifications';
import { unreadFor } from './notices';
import { eventsOfEntry, lastAllottedAt, type StatsEvent } from './stats-events';

/** What of a request its counters depend on. */
export type CountedState = Pick<
  CleanRequest,
  'studentId' | 'hostelId' | 'roomKeeperId' | 'requestStatus' | 'date' | 'floor'
>;

/** The request as the change read it. */
export type Before = CountedState &
  Pick<CleanRequest, 'createdAt' | 'time'> & { history?: readonly HistoryEntry[] | undefined };

/** The request as the change leaves it; the last entry of its history is the change's own. */
export type After = CountedState & { history: readonly HistoryEntry[]; time?: string };

/** A transition of the lifecycle, or a removed keeper's request given back to the queue. */
export type Change = Transition | 'release';

export interface Effects {
  /** The users' (unread notifications included), the hostel's and the keepers' load counters. */
  counters: CounterEffects;
  /** What the analytics count, on the hostel's days (`stats-events.ts`). */
  stats: StatsEvent[];
  /** The student's date the change frees (its lock is deleted), when it frees one. */
  freedDate?: Pick<CleanRequest, 'studentId' | 'date'>;
  /** The student's date the change takes (its lock is written), when it moves the request to another date. */
  takenDate?: Pick<CleanRequest, 'studentId' | 'date'>;
}

/** A request holds its student's date while it is live: until it is Rejected or deleted. */
const holdsDate = (request: CountedState | undefined) =>
  request !== undefined && request.requestStatus !== 'Rejected';

/**
 * What one request counts in each counter while in this state: the one place that says what is counted
 * while. A student counts their requests, the open ones, the Scheduled and the Completed; a keeper the
 * Scheduled to them and the Completed by them, by date and floor in their load; the hostel the Completed.
 */
export function countsOf(request: CountedState | undefined): CounterEffects {
  const counts = new CounterEffects();
  if (!request) return counts;
  const scheduled = request.requestStatus === 'Scheduled' ? 1 : 0;
  const completed = request.requestStatus === 'Completed' ? 1 : 0;
  const keeperId = request.roomKeeperId;
  if (keeperId !== undefined && scheduled + completed > 0) {
    counts.user(keeperId, { scheduled, completed });
    counts.load({ keeperId, date: request.date, floor: request.floor, scheduled, completed });
  }
  counts.user(request.studentId, {
    requests: 1,
    openRequests: isOpen(request.requestStatus) ? 1 : 0,
    scheduled,
    completed,
  });
  counts.hostel(request.hostelId, { completed });
  return counts;
}

/**
 * Everything `change` moves, from the request `before` it and `after` it (undefined once deleted), and the
 * `notes` it sends: each recipient's unread count rises by their notes (the caller's own `done` note
 * counts nowhere).
 */
export function effectsOf(
  change: Change,
  before: Before,
  after: After | undefined,
  notes: readonly Note[] = [],
): Effects {
  const counters = new CounterEffects().add(countsOf(after)).add(countsOf(before), -1);
  for (const to of new Set(notes.map((note) => note.to))) {
    const unread = unreadFor(notes, to);
    if (unread > 0) counters.user(to, { unreadNotes: unread });
  }
  const stats = statsOf(change, before, after);
  // A live request moved to another date takes its student's lock with it (a reschedule).
  const moved = holdsDate(before) && holdsDate(after) && after?.date !== before.date;
  const taken = moved && after ? { takenDate: { studentId: after.studentId, date: after.date } } : {};
  if (!holdsDate(before) || (holdsDate(after) && !moved)) return { counters, stats };
  return { counters, stats, freedDate: { studentId: before.studentId, date: before.date }, ...taken };
}

/**
 * A moved request counts among the created ones at its new time of day (as the backfill, which reads the
 * stored time, counts it), and a Scheduled one that goes back to the queue is no longer its keeper's.
 */
function rescheduledStats(before: Before, after: After): StatsEvent[] {
  const events: StatsEvent[] = [];
  if (after.time !== undefined && after.time !== before.time) {
    const where = { floor: before.floor };
    events.push({ kind: 'withdrawn', createdAt: before.createdAt, time: before.time, ...where });
    events.push({ kind: 'created', at: before.createdAt, time: after.time, ...where });
  }
  if (before.requestStatus === 'Scheduled' && after.requestStatus === 'Pending')
    events.push({
      kind: 'released',
      keeperId: before.roomKeeperId ?? '',
      allottedAt: lastAllottedAt(before.history ?? []),
      createdAt: before.createdAt,
      floor: before.floor,
      time: before.time,
    });
  return events;
}

function statsOf(change: Change, before: Before, after: After | undefined): StatsEvent[] {
  // A withdrawn request no longer counts among the created ones, on the day it was made.
  if (!after)
    return [{ kind: 'withdrawn', createdAt: before.createdAt, floor: before.floor, time: before.time }];
  if (change === 'reschedule') return rescheduledStats(before, after);
  const entry = after.history.at(-1);
  const keeperId = (change === 'allot' ? after.roomKeeperId : before.roomKeeperId) ?? '';
  return entry ? eventsOfEntry(entry, before, before.history ?? [], keeperId) : [];
}
