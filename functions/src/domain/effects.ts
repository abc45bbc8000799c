/**
 * What a change of a request moves besides the request itself (issue 29): every counter on the users and
 * the hostel, the keepers' loads and ratings, the unread notifications and the analytics. All of it is
 * derived from the request as it was and as it is after the change, so no workflow restates the state
 * machine: a counter moves by what the request counts in it after, less what it counted before
 * (`countsOf`). Its creation is a change from nothing, a rating one that adds the rating to the request,
 * a notice one that leaves the request as it is and only tells people. Pure — the transaction is built
 * from it by `data/effect-writes.ts`.
 */
import { lowRatingStars } from '#shared/board';
import type { CleanRequest, HistoryEntry } from '#shared/domain';
import { isOpen, type Transition } from '#shared/status';

import { hostelCounterOf } from '../data/counters';
import { CounterEffects } from '../data/effect-writes';
import type { Note } from '../data/notifications';
import type { UserRecord } from '../data/users';
import { unreadFor } from './notices';
import { eventsOfEntry, lastAllottedAt, type StatsEvent } from './stats-events';

/** A student's rating of the cleaning, as its keeper's counters and the analytics count it. */
export interface Rating {
  stars: number;
  complaint: boolean;
  /** When it was given (ISO). */
  at: string;
}

/** What of a request its counters depend on. */
export type CountedState = Pick<
  CleanRequest,
  | 'studentId'
  | 'hostelId'
  | 'roomKeeperId'
  | 'requestStatus'
  | 'date'
  | 'floor'
  | 'startedAt'
  | 'minutes'
  | 'roomId'
  | 'roomPlace'
  | 'recurrenceId'
  | 'inspectDue'
> & {
  /** Its rating, when the change gives it one (the stored request keeps only that it is rated). */
  rating?: Rating | undefined;
};

/** The request as the change read it. */
export type Before = CountedState &
  Pick<CleanRequest, 'createdAt' | 'time' | 'roomTypeId'> &
  Partial<Pick<CleanRequest, '_id' | 'roomkeeper' | 'recurrenceId'>> & {
    history?: readonly HistoryEntry[] | undefined;
  };

/** The request as the change leaves it; after a change of its status, its history's last entry is the change's. */
export type After = CountedState & { history?: readonly HistoryEntry[] | undefined; time?: string };

/**
 * A transition of the lifecycle, a removed keeper's request given back to the queue, a new request
 * (`create`), a student's rating of a Completed one (`rate`), or notifications about it that change
 * nothing else (`notice`: an overdue request's admins told).
 */
export type Change = Transition | 'release' | 'create' | 'rate' | 'notice';

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

/**
 * A request holds its student's date while it is live: until it is Rejected or deleted. An admin's request
 * for a room has no student (issue 30: `studentId` is empty), so it holds no date.
 */
const holdsDate = (request: CountedState | undefined) =>
  request !== undefined && request.studentId !== '' && request.requestStatus !== 'Rejected';

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
    // Its minutes stay planned on the day once done, so a keeper's day fills by what they were given.
    const minutes = request.minutes ?? 0;
    counts.load({
      keeperId,
      date: request.date,
      floor: request.floor,
      scheduled,
      completed,
      minutes: (scheduled + completed) * minutes,
      doneMinutes: completed * minutes,
    });
  }
  // An admin's request for a room (issue 30) has no student to count it.
  if (request.studentId !== '')
    counts.user(request.studentId, {
      requests: 1,
      openRequests: isOpen(request.requestStatus) ? 1 : 0,
      scheduled,
      completed,
    });
  counts.hostel(request.hostelId, { completed });
  // A rated cleaning counts for the keeper who did it: its stars, and a complaint if it came with one.
  if (keeperId !== undefined && request.rating)
    counts.user(keeperId, {
      ratingSum: request.rating.stars,
      ratingCount: 1,
      complaints: request.rating.complaint ? 1 : 0,
    });
  const place = boardPlaceOf(request);
  if (place) counts.board(place, boardCountsOf(request));
  return counts;
}

/** Where a request counts on the room board: a request made before rooms has no room, and no entry. */
export const boardPlaceOf = (request: CountedState) =>
  request.roomId !== undefined && request.roomPlace !== undefined
    ? { hostelId: request.hostelId, date: request.date, roomId: request.roomId, roomPlace: request.roomPlace }
    : undefined;

/** What one request counts on its room's day entry while in this state (`#shared/board`). */
function boardCountsOf(request: CountedState) {
  const status = request.requestStatus;
  const started = status === 'Scheduled' && request.startedAt !== undefined;
  return {
    requested: status === 'Pending' ? 1 : 0,
    scheduled: status === 'Scheduled' && !started ? 1 : 0,
    inProgress: started ? 1 : 0,
    cleaned: status === 'Completed' ? 1 : 0,
    complaints: request.rating?.complaint ? 1 : 0,
    lowRatings: request.rating && request.rating.stars <= lowRatingStars ? 1 : 0,
    // A schedule's clean marks the room's day until it is skipped or cancelled; done, it stays marked.
    regular: request.recurrenceId !== undefined && (isOpen(status) || status === 'Completed') ? 1 : 0,
    // Picked for inspection on Done (issue 32): the room waits for an inspector until the inspection.
    inspectDue: status === 'Completed' && request.inspectDue === true ? 1 : 0,
  };
}

/**
 * The room board's moves that are not counts of a state: the overdue mark of a `notice` (raised once,
 * see `waitsOf`), and who cleaned the room when a change completes its request.
 */
function boardMarks(change: Change, before: Before, after: After | undefined): CounterEffects {
  const marks = new CounterEffects();
  const place = boardPlaceOf(before);
  const requestId = before._id;
  if (!place || requestId === undefined) return marks;
  if (change === 'notice') marks.board(place, { overdue: 1 });
  const entry = after?.history?.at(-1);
  if (after?.requestStatus === 'Completed' && before.requestStatus !== 'Completed' && entry)
    marks.board(place, {}, 1, {
      cleaned: {
        requestId,
        at: entry.at,
        keeperId: entry.by,
        keeperName: entry.byName,
        // A recurring clean done ends the room's run of skips (issue 31).
        ...(before.recurrenceId === undefined ? {} : { recurring: true }),
      },
    });
  if (change === 'rate' && after?.rating)
    marks.board(place, {}, 1, {
      rated: { requestId, ...after.rating, keeperName: before.roomkeeper },
    });
  return marks;
}

/**
 * Everything `change` moves, from the request `before` it (undefined before its creation) and `after` it
 * (undefined once deleted), and the `notes` it sends: each recipient's unread count rises by their notes
 * (the caller's own `done` note counts nowhere).
 */
export function effectsOf(
  change: 'create',
  before: undefined,
  after: Before,
  notes?: readonly Note[],
): Effects;
export function effectsOf(
  change: Change,
  before: Before,
  after: After | undefined,
  notes?: readonly Note[],
): Effects;
export function effectsOf(
  change: Change,
  before: Before | undefined,
  after: After | undefined,
  notes: readonly Note[] = [],
): Effects {
  const counters = new CounterEffects().add(countsOf(after)).add(countsOf(before), -1).add(unreadOf(notes));
  const stats = statsOf(change, before, after);
  if (!before) return { counters, stats };
  counters.add(boardMarks(change, before, after));
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
      ...(before.minutes !== undefined ? { minutes: before.minutes } : {}),
      ...(before.roomTypeId !== undefined ? { roomTypeId: before.roomTypeId } : {}),
    });
  return events;
}

function statsOf(change: Change, before: Before | undefined, after: After | undefined): StatsEvent[] {
  if (change === 'notice') return [];
  // A withdrawn request no longer counts among the created ones, on the day it was made.
  if (!after)
    return before
      ? [{ kind: 'withdrawn', createdAt: before.createdAt, floor: before.floor, time: before.time }]
      : [];
  if (change === 'rate') return after.rating ? [ratedEvent(after, after.rating)] : [];
  if (change === 'reschedule' && before) return rescheduledStats(before, after);
  const entry = after.history?.at(-1);
  const keeperId = (change === 'allot' ? after.roomKeeperId : before?.roomKeeperId) ?? '';
  // A new request (the only change without a `before`) is counted from itself, as the overload says.
  const counted = before ?? (after as Before);
  // An allotment's minutes are those it copies onto the request.
  const effort = { ...counted, ...(after.minutes !== undefined ? { minutes: after.minutes } : {}) };
  return entry ? eventsOfEntry(entry, effort, before?.history ?? [], keeperId) : [];
}

const ratedEvent = (request: After, { stars, complaint, at }: Rating): StatsEvent => ({
  kind: 'rated',
  at,
  keeperId: String(request.roomKeeperId),
  stars,
  complaint,
});

/** Each recipient's unread count, raised by the notes they are sent (the caller's own `done` counts nowhere). */
export function unreadOf(notes: readonly Note[]): CounterEffects {
  const counters = new CounterEffects();
  for (const to of new Set(notes.map((note) => note.to).filter((to) => to !== ''))) {
    const unread = unreadFor(notes, to);
    if (unread > 0) counters.user(to, { unreadNotes: unread });
  }
  return counters;
}

/** What of an account its hostel's counters depend on. */
export type CountedAccount = Pick<UserRecord, 'hostelId' | 'role' | 'status'>;

/** The one hostel counter an account counts in while in this status (`hostelCounterOf`), if any. */
function accountCountsOf(account: CountedAccount): CounterEffects {
  const counts = new CounterEffects();
  const counter = hostelCounterOf(account);
  if (counter) counts.hostel(account.hostelId, { [counter]: 1 });
  return counts;
}

/**
 * What a change of an account's status moves (a confirmed registration becomes active or awaiting): its
 * hostel's counters, by what it counts in after less before, and the unread counts of the `notes` it sends.
 */
export const accountEffectsOf = (
  before: CountedAccount,
  after: CountedAccount,
  notes: readonly Note[] = [],
): CounterEffects =>
  new CounterEffects().add(accountCountsOf(after)).add(accountCountsOf(before), -1).add(unreadOf(notes));
