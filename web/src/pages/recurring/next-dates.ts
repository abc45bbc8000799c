/**
 * Each schedule's next date from today, worked out here from the cadence and the hostel's closed days
 * (the same `occurrenceDates` the job plans with), so the list needs no read per schedule.
 */
import type { RequestRules } from '#shared/request-rules';
import { occurrenceDates } from '#shared/recurrence-dates';

import type { Recurrence } from './cadence-words';

export function nextDates(
  recurrences: readonly Recurrence[],
  today: string,
  until: string,
  rules: Pick<RequestRules, 'closedWeekdays' | 'closedDates'> | undefined,
): Map<string, string> {
  const next = new Map<string, string>();
  if (!rules) return next;
  for (const recurrence of recurrences) {
    const first = occurrenceDates(recurrence, today, until, rules).find(({ date }) => date >= today);
    if (first) next.set(recurrence._id, first.date);
  }
  return next;
}
