/**
 * When a hostel's open work is late, and when its admins get the morning mail (DESIGN §9 "Hostel settings",
 * "Scheduled work"). Both read the hostel's wall clock in its IANA zone, as "today" does.
 *
 * A Pending request is overdue once its date and time plus the grace have passed; a Scheduled one once its
 * day has ended without completion. Requests are ordered by `<date>#<time>` in their status partitions, so
 * the overdue ones are a key range from the start of the partition up to these bounds.
 */
import { dateFormat } from './languages';
import type { RequestStatus } from './status';

export interface HostelAlerts {
  /** Minutes a Pending request may wait past its date and time before it is overdue. */
  overdueGraceMinutes: number;
  /** The hour (0–23, hostel time) the admins get the morning mail; null: no morning mail. */
  digestHour: number | null;
}

/** Two hours of grace, and the morning mail at 07:00. */
export const defaultAlerts: HostelAlerts = { overdueGraceMinutes: 120, digestHour: 7 };

/** The longest grace the settings take: two days. */
export const maxGraceMinutes = 2880;

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** 0–23 */
  hour: number;
}

/** The date, time and hour on the wall clock of `timeZone` at the instant `now`. */
export function wallClock(timeZone: string, now: Date): WallClock {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 24;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${String(hour).padStart(2, '0')}:${part('minute')}`,
    hour,
  };
}

/** The bounds below which open requests are overdue, as `<date>#<time>` sort-key prefixes. */
export interface OverdueBounds {
  /** A Pending request whose `<date>#<time>` sorts before this is overdue. */
  pendingBefore: string;
  /** A Scheduled request whose date sorts before this (today, hostel time) is overdue. */
  scheduledBefore: string;
}

export function overdueBounds(timeZone: string, graceMinutes: number, now: Date): OverdueBounds {
  // The grace is taken off the instant, then read on the wall clock: a request asked for 10:00 with two
  // hours of grace is overdue from the instant the hostel's clock shows 12:00 (a day of a clock change
  // moves that by its hour, as it moves the cleaning itself).
  const graceEnd = wallClock(timeZone, new Date(now.getTime() - graceMinutes * 60_000));
  return {
    pendingBefore: `${graceEnd.date}#${graceEnd.time}`,
    scheduledBefore: wallClock(timeZone, now).date,
  };
}

/** Whether a request is overdue under `bounds` (the same rule the key ranges apply, for one request). */
export function isOverdue(
  request: { requestStatus: RequestStatus; date: string; time: string },
  bounds: OverdueBounds,
): boolean {
  if (request.requestStatus === 'Pending') return `${request.date}#${request.time}` < bounds.pendingBefore;
  if (request.requestStatus === 'Scheduled') return request.date < bounds.scheduledBefore;
  return false;
}

/** A count as read: `more` when the read stopped at its bound, so there are at least `count`. */
export interface Tally {
  count: number;
  more: boolean;
}

/** What the morning mail tells: the counts the store reads and the mail writes out. */
export interface DigestCounts {
  pending: Tally;
  overdue: Tally;
  turnedBack: Tally;
  waiting: Tally;
}
