/**
 * Each schedule's next date from today, worked out here from its cadence and the hostel's closed days
 * (the shared date logic the preview and the job use), so the list needs no read per schedule.
 */
import { type ClosedRules, nextOccurrences } from '#shared/recurrence-dates';

import type { Recurrence } from './cadence-words';

export function nextDates(
  recurrences: readonly Recurrence[],
  today: string,
  rules: ClosedRules | undefined,
): Map<string, string> {
  const next = new Map<string, string>();
  if (!rules) return next;
  for (const recurrence of recurrences) {
    const [first] = nextOccurrences(recurrence, today, rules, 1);
    if (first) next.set(recurrence._id, first.date);
  }
  return next;
}
