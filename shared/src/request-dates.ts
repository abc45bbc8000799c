/**
 * Calendar arithmetic on 'YYYY-MM-DD' dates and a hostel's "today". Dates are calendar dates with no
 * zone of their own; "today" is the date on the hostel's wall clock, read through `Intl` in its IANA zone.
 */
import { wallClock } from './hostel-alerts';

/**
 * Midnight UTC of a calendar day, for any year: `Date.UTC` would read the years 0–99 as 1900–1999, so
 * the year is set on its own (`setUTCFullYear` takes it as given).
 */
function utcDay(date: string, days = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day + days);
  return instant;
}

/** The 'YYYY-MM-DD' date `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  return utcDay(date, days).toISOString().slice(0, 10);
}

/** The day of the week of a 'YYYY-MM-DD' date: 0 is Sunday, 6 Saturday (as `Date.getUTCDay`). */
export function weekdayOf(date: string): number {
  return utcDay(date).getUTCDay();
}

/** The date on the wall clock of `timeZone` at the instant `now`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClock(timeZone, now).date;
}

/**
 * The IANA name `Intl` resolves `value` to ('utc' → 'UTC', 'europe/berlin' → 'Europe/Berlin'), or
 * undefined when it names no time zone. Stored zones are these names, so one zone is one spelling.
 */
export function canonicalTimeZone(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether `Intl` knows `value` as a time zone (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== undefined;
}
