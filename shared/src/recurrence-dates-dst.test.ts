/**
 * Recurrences over the daylight-saving changes (issue 31): the hostel's zone decides "today", so the job's
 * window of planned dates moves at the zone's own midnight, on a 23- or 25-hour day too, and runs at any
 * hour make every occurrence once.
 */
import type { Cadence } from './answers/recurring';
import { occurrenceDates } from './recurrence-dates';
import { addDays, todayIn } from './request-dates';

const horizon = 7;
const daily: Cadence = { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] };

/** A run of the job at `now`: the planned dates after what it made, up to today + horizon. */
function window(zone: string, now: Date, through?: string) {
  const today = todayIn(zone, now);
  const from = through !== undefined && addDays(through, 1) > today ? addDays(through, 1) : today;
  return { today, from, to: addDays(today, horizon) };
}

describe.each([
  // zone, change day, the instants (UTC) of that day's local midnight and the next day's.
  ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'],
  ['Europe/Berlin', '2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
  ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z'],
  ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z'],
])('%s on %s', (zone, day, midnight, nextMidnight) => {
  const at = (instant: string, ms: number) => new Date(Date.parse(instant) + ms);

  it('turns "today" at local midnight on both sides of the change', () => {
    expect(todayIn(zone, at(midnight, -1000))).toBe(addDays(day, -1));
    expect(todayIn(zone, at(midnight, 0))).toBe(day);
    expect(todayIn(zone, at(nextMidnight, -1000))).toBe(day);
    expect(todayIn(zone, at(nextMidnight, 0))).toBe(addDays(day, 1));
    // The change makes the day 23 or 25 hours long, and "today" lasts exactly that.
    const hours = (Date.parse(nextMidnight) - Date.parse(midnight)) / 3_600_000;
    expect(day.endsWith('-03-29') || day.endsWith('-03-08') ? hours : 48 - hours).toBe(23);
  });

  it('a run just before and just after midnight sees the right window', () => {
    const before = window(zone, at(nextMidnight, -60_000));
    expect(before).toEqual({ today: day, from: day, to: addDays(day, horizon) });
    const after = window(zone, at(nextMidnight, 60_000), before.to);
    expect(after).toEqual({
      today: addDays(day, 1),
      from: addDays(day, horizon + 1),
      to: addDays(day, horizon + 1),
    });
  });

  it('runs every 20 minutes for four days around the change make each occurrence once', () => {
    for (const cadence of [
      daily,
      { kind: 'weekly', weekdays: [0] } as Cadence,
      { kind: 'monthly', day: Number(day.slice(8)) + 2 } as Cadence,
    ]) {
      const rec = { cadence, start: addDays(day, -40), closedDays: 'move' as const };
      const rules = { closedWeekdays: [6], closedDates: [addDays(day, 1)] };
      let through: string | undefined;
      const made: string[] = [];
      const firstRun = at(midnight, -2 * 86_400_000);
      for (let ms = 0; ms <= 4 * 86_400_000; ms += 20 * 60_000) {
        const run = window(zone, at(firstRun.toISOString(), ms), through);
        if (run.from > run.to) continue;
        made.push(...occurrenceDates(rec, run.from, run.to, rules).map((o) => `${o.planned}>${o.date}`));
        through = run.to;
      }
      const firstToday = todayIn(zone, firstRun);
      const expected = occurrenceDates(rec, firstToday, through!, rules).map((o) => `${o.planned}>${o.date}`);
      expect(new Set(made).size).toBe(made.length);
      expect(made).toEqual(expected);
      // The last run's window ends at its own today + horizon (a 25-hour day leaves four runs' days at three).
      const lastToday = todayIn(zone, at(firstRun.toISOString(), 4 * 86_400_000));
      expect(through).toBe(addDays(lastToday, horizon));
      expect(made.length).toBeGreaterThan(0);
    }
  });
});
