/**
 * "Today" on the hostel's clock, for the whole site: the Today button, the pages' default dates, and the
 * day Cloudscape's calendars mark as today (the build points their `new Date()` here, see
 * tooling/vite/calendar-hostel-today.ts). The signed-in shell sets the zone once it has read it; until then,
 * and on the public pages, the browser's clock is the best there is.
 */
import { useSyncExternalStore } from 'react';

import { localToday } from './format';

let hostelZone: string | undefined;
/** The zone's calendar date, made once a zone (the site meets one or two). */
let zoneDate: Intl.DateTimeFormat | undefined;
const listeners = new Set<() => void>();

export function setHostelTimeZone(timeZone: string | undefined): void {
  if (timeZone === hostelZone) return;
  hostelZone = timeZone;
  zoneDate = timeZone
    ? new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    : undefined;
  for (const listener of listeners) listener();
}

/** The hostel's date now, as 'YYYY-MM-DD'. */
export function hostelToday(now = new Date()): string {
  if (!zoneDate) return localToday(now);
  const parts = zoneDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The hostel's date, rendered again when the zone the shell learns gives another date. A store's update
 * renders its readers at once, in one task (issue 28); the zone mostly gives the browser's date, and then
 * nothing renders again.
 */
export function useHostelToday(): string {
  return useSyncExternalStore(subscribe, () => hostelToday());
}

/**
 * The hostel's date as a browser-local Date (noon, clear of daylight-saving edges): the calendars compare
 * their cells with it by local year, month and day.
 */
export function hostelTodayAsLocalDate(now = new Date()): Date {
  const [year, month, day] = hostelToday(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}
