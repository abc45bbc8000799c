/**
 * The dates of a recurrence (issue 31): which calendar dates its cadence plans, and where each occurrence
 * falls once the hostel's closed weekdays and dates are taken into account. Pure calendar arithmetic on
 * 'YYYY-MM-DD' dates (no zone: the hostel's zone only decides "today", `todayIn`), shared by the job that
 * makes the requests, the preview route and the site.
 */
import type { Cadence, Recurrence } from './answers/recurring';
import { recurrenceLimits } from './recurrences';
import { addDays, weekdayOf } from './request-dates';
import type { RequestRules } from './request-rules';

export type PlannedRecurrence = Pick<Recurrence, 'cadence' | 'start' | 'end'>;
export type Occurrence = { planned: string; date: string };
export type ClosedRules = Pick<RequestRules, 'closedWeekdays' | 'closedDates'>;

/** The days since 1970-01-01 of a date (valid dates are in 2000–2100, where `Date.parse` is exact). */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** The Monday of the week a date is in: weeks of the "every N weeks" cadence start on Mondays. */
function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The last day of the month a date is in. */
function lastDayOfMonth(date: string): number {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function plans(cadence: Cadence, start: string, date: string): boolean {
  switch (cadence.kind) {
    case 'weekly':
      return cadence.weekdays.includes(weekdayOf(date));
    case 'everyNWeeks': {
      if (weekdayOf(date) !== cadence.weekday) return false;
      const weeks = (dayNumber(mondayOf(date)) - dayNumber(mondayOf(start))) / 7;
      return weeks % cadence.weeks === 0;
    }
    case 'monthly':
      return Number(date.slice(8, 10)) === Math.min(cadence.day, lastDayOfMonth(date));
  }
}

/** The dates the cadence plans in [from, to] (both included) that are within the recurrence's start and end. */
export function plannedDates(rec: PlannedRecurrence, from: string, to: string): string[] {
  const first = from > rec.start ? from : rec.start;
  const last = rec.end !== undefined && rec.end < to ? rec.end : to;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (plans(rec.cadence, rec.start, date)) dates.push(date);
  }
  return dates;
}

const isClosed = (rules: ClosedRules, date: string) =>
  rules.closedWeekdays.includes(weekdayOf(date)) || rules.closedDates.includes(date);

/**
 * Each date planned in [from, to] and the day its clean falls on: the planned date when it is open; on a
 * closed day, with `closedDays: 'move'`, the next open day at most `recurrenceLimits.moveDays` later, else
 * none (skipped). A moved occurrence that lands on or past another planned date is dropped, so a room gets
 * one clean a day: which occurrences exist depends only on the dates, never on the window asked for, so
 * the job's runs over consecutive windows make each exactly once.
 */
export function occurrenceDates(
  rec: PlannedRecurrence & Pick<Recurrence, 'closedDays'>,
  from: string,
  to: string,
  rules: ClosedRules,
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const planned of plannedDates(rec, from, to)) {
    if (!isClosed(rules, planned)) {
      occurrences.push({ planned, date: planned });
      continue;
    }
    if (rec.closedDays === 'skip') continue;
    const date = nextOpenDay(rules, planned);
    if (date === undefined) continue;
    // A later planned date on or before the day it moves to already cleans the room then (or moves there too).
    if (plannedDates(rec, addDays(planned, 1), date).length > 0) continue;
    occurrences.push({ planned, date });
  }
  return occurrences;
}

function nextOpenDay(rules: ClosedRules, date: string): string | undefined {
  for (let days = 1; days <= recurrenceLimits.moveDays; days += 1) {
    const next = addDays(date, days);
    if (!isClosed(rules, next)) return next;
  }
  return undefined;
}

/** How far ahead a preview looks for its occurrences: a monthly one on closed days may need many months. */
const previewDays = 2 * 366;

/** The next `count` occurrences planned from `today` (or the start) on: the preview before saving. */
export function nextOccurrences(
  rec: PlannedRecurrence & Pick<Recurrence, 'closedDays'>,
  today: string,
  rules: ClosedRules,
  count: number = recurrenceLimits.preview,
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  const first = rec.start > today ? rec.start : today;
  const last = addDays(first, previewDays);
  for (let from = first; from <= last && occurrences.length < count; from = addDays(from, 62)) {
    const to = addDays(from, 61);
    occurrences.push(...occurrenceDates(rec, from, to < last ? to : last, rules));
  }
  return occurrences.slice(0, count);
}
