/**
 * Pass rates of inspections in the analytics (issue 32): the counters the inspections moved on the day
 * items of the range (`stats-events.ts`, kind `inspected`), summed per keeper and per room type.
 */
import type { AnalyticsAnswer } from '#shared/answers/analytics';

import { counter, type DayCounters } from '../data/read-models/stats';

const byRate = (a: { inspected: number; passed: number }, b: { inspected: number; passed: number }) =>
  b.inspected - a.inspected || b.passed - a.passed;

/** The range's inspections from its summed counters; undefined while there was none. */
export function inspectionScoresOf(
  total: DayCounters,
  scope: 'hostel' | 'keeper',
  keeperNames: ReadonlyMap<string, string>,
): AnalyticsAnswer['inspections'] {
  const count = (name: string) => total.get(name) ?? 0;
  const inspected = count('inspected');
  if (inspected === 0) return undefined;
  const idsOf = (prefix: string, suffix: string) =>
    [...total.keys()]
      .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
      .map((name) => name.slice(prefix.length, -suffix.length));
  const keepers =
    scope === 'hostel'
      ? idsOf('k:', ':inspected').map((id) => ({
          _id: id,
          name: keeperNames.get(id) ?? '',
          inspected: count(counter.ofKeeper(id, 'inspected')),
          passed: count(counter.ofKeeper(id, 'passed')),
        }))
      : [];
  const roomTypes = idsOf('i:', ':inspected').map((id) => ({
    id,
    inspected: count(counter.ofInspectedType(id, 'inspected')),
    passed: count(counter.ofInspectedType(id, 'passed')),
  }));
  return {
    inspected,
    passed: count('passed'),
    keepers: keepers.sort((a, b) => byRate(a, b) || a.name.localeCompare(b.name)),
    roomTypes: roomTypes.sort((a, b) => byRate(a, b) || a.id.localeCompare(b.id)),
  };
}
