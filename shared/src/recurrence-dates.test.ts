import type { Cadence } from './answers/recurring';
import { nextOccurrences, occurrenceDates, plannedDates } from './recurrence-dates';
import { addDays, weekdayOf } from './request-dates';

const open = { closedWeekdays: [], closedDates: [] };
const rec = (cadence: Cadence, start = '2026-01-01', end?: string) => ({
  cadence,
  start,
  ...(end ? { end } : {}),
  closedDays: 'move' as const,
});

describe('planned dates of each cadence', () => {
  it('weekly: the chosen weekdays across a year boundary', () => {
    const dates = plannedDates(rec({ kind: 'weekly', weekdays: [1, 4] }), '2026-12-28', '2027-01-10');
    expect(dates).toEqual(['2026-12-28', '2026-12-31', '2027-01-04', '2027-01-07']);
  });

  it('weekly: every day of a leap February, 29 February included', () => {
    const every = rec({ kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] });
    const dates = plannedDates(every, '2028-02-01', '2028-03-01');
    expect(dates).toHaveLength(30);
    expect(dates.at(-2)).toBe('2028-02-29');
    expect(plannedDates(rec({ kind: 'weekly', weekdays: [2] }), '2028-02-27', '2028-03-04')).toEqual([
      '2028-02-29',
    ]);
  });

  it('monthly on the 31st uses the last day of a shorter month', () => {
    const dates = plannedDates(rec({ kind: 'monthly', day: 31 }), '2027-01-01', '2027-07-31');
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
    ]);
  });

  it.each([
    [29, '2027', '2027-02-28'],
    [29, '2028', '2028-02-29'],
    [30, '2028', '2028-02-29'],
    [31, '2100', '2100-02-28'],
    [28, '2028', '2028-02-28'],
  ])('monthly on the %i in February %s is %s', (day, year, expected) => {
    expect(plannedDates(rec({ kind: 'monthly', day }), `${year}-02-01`, `${year}-02-29`)).toEqual([expected]);
  });

  it('monthly on the 29th: once in a leap February and not twice in March', () => {
    const dates = plannedDates(rec({ kind: 'monthly', day: 29 }), '2028-02-01', '2028-03-31');
    expect(dates).toEqual(['2028-02-29', '2028-03-29']);
  });

  it("every 2 weeks counts from the Monday of start's week, across the new year", () => {
    // 2026-12-23 is a Wednesday: its week began on Monday 2026-12-21, before the start.
    const start = '2026-12-23';
    const mondays = plannedDates(
      rec({ kind: 'everyNWeeks', weeks: 2, weekday: 1 }, start),
      start,
      '2027-02-07',
    );
    expect(mondays).toEqual(['2027-01-04', '2027-01-18', '2027-02-01']);
    const fridays = plannedDates(
      rec({ kind: 'everyNWeeks', weeks: 2, weekday: 5 }, start),
      start,
      '2027-02-07',
    );
    expect(fridays).toEqual(['2026-12-25', '2027-01-08', '2027-01-22', '2027-02-05']);
    // Sunday ends a Monday-start week, so start's week has one.
    const sundays = plannedDates(
      rec({ kind: 'everyNWeeks', weeks: 3, weekday: 0 }, start),
      start,
      '2027-02-07',
    );
    expect(sundays).toEqual(['2026-12-27', '2027-01-17', '2027-02-07']);
  });

  it('every 4 weeks across the leap day keeps its weekday and step', () => {
    const dates = plannedDates(
      rec({ kind: 'everyNWeeks', weeks: 4, weekday: 2 }, '2028-01-04'),
      '2028-01-01',
      '2028-04-30',
    );
    expect(dates).toEqual(['2028-01-04', '2028-02-01', '2028-02-29', '2028-03-28', '2028-04-25']);
    for (const date of dates) expect(weekdayOf(date)).toBe(2);
  });

  it('stays within start and end (both included), whatever the window', () => {
    const bounded = rec({ kind: 'weekly', weekdays: [1] }, '2026-11-02', '2026-11-23');
    expect(plannedDates(bounded, '2026-10-01', '2026-12-31')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(plannedDates(bounded, '2026-11-24', '2026-12-31')).toEqual([]);
    expect(plannedDates(bounded, '2026-10-01', '2026-11-01')).toEqual([]);
    expect(plannedDates(bounded, '2026-11-10', '2026-11-09')).toEqual([]);
  });

  it('splitting a range into windows finds the same dates: none doubled, none lost', () => {
    const cadences: Cadence[] = [
      { kind: 'weekly', weekdays: [0, 3, 6] },
      { kind: 'everyNWeeks', weeks: 3, weekday: 4 },
      { kind: 'monthly', day: 31 },
    ];
    for (const cadence of cadences) {
      const r = rec(cadence, '2027-12-15', '2029-01-10');
      const whole = plannedDates(r, '2027-12-01', '2029-01-31');
      const pieces: string[] = [];
      for (let from = '2027-12-01', size = 1; from <= '2029-01-31'; size = (size % 9) + 1) {
        const to = addDays(from, size - 1);
        pieces.push(...plannedDates(r, from, to));
        from = addDays(to, 1);
      }
      expect(pieces).toEqual(whole);
    }
  });
});

describe('occurrences on closed days', () => {
  const saturdays = rec({ kind: 'weekly', weekdays: [6] }, '2026-11-01');

  it('moves an occurrence on a closed weekday to the next open day, or skips it', () => {
    const rules = { closedWeekdays: [0, 6], closedDates: [] };
    expect(occurrenceDates(saturdays, '2026-11-02', '2026-11-15', rules)).toEqual([
      { planned: '2026-11-07', date: '2026-11-09' },
      { planned: '2026-11-14', date: '2026-11-16' },
    ]);
    expect(occurrenceDates({ ...saturdays, closedDays: 'skip' }, '2026-11-02', '2026-11-15', rules)).toEqual(
      [],
    );
  });

  it('moves past closed dates, and keeps open days as planned', () => {
    const monthly = rec({ kind: 'monthly', day: 25 });
    const rules = { closedWeekdays: [], closedDates: ['2026-12-25', '2026-12-26'] };
    expect(occurrenceDates(monthly, '2026-11-01', '2027-01-31', rules)).toEqual([
      { planned: '2026-11-25', date: '2026-11-25' },
      { planned: '2026-12-25', date: '2026-12-27' },
      { planned: '2027-01-25', date: '2027-01-25' },
    ]);
  });

  it('moves at most 6 days: with one open weekday it reaches it, with none it skips', () => {
    const sundays = rec({ kind: 'weekly', weekdays: [0] }, '2026-11-01');
    const onlySaturday = { closedWeekdays: [0, 1, 2, 3, 4, 5], closedDates: [] };
    expect(occurrenceDates(sundays, '2026-11-01', '2026-11-01', onlySaturday)).toEqual([
      { planned: '2026-11-01', date: '2026-11-07' },
    ]);
    const never = { closedWeekdays: [0, 1, 2, 3, 4, 5], closedDates: ['2026-11-07'] };
    expect(occurrenceDates(sundays, '2026-11-01', '2026-11-01', never)).toEqual([]);
  });

  it('a move onto another planned day is one clean, however the window cuts', () => {
    const satAndMon = rec({ kind: 'weekly', weekdays: [6, 1] }, '2026-11-01');
    const rules = { closedWeekdays: [0, 6], closedDates: [] };
    const monday = { planned: '2026-11-09', date: '2026-11-09' };
    expect(occurrenceDates(satAndMon, '2026-11-07', '2026-11-09', rules)).toEqual([monday]);
    expect(occurrenceDates(satAndMon, '2026-11-07', '2026-11-07', rules)).toEqual([]);
    expect(occurrenceDates(satAndMon, '2026-11-08', '2026-11-09', rules)).toEqual([monday]);
  });

  it('two closed days moving to one open day make one clean there', () => {
    const friSat = rec({ kind: 'weekly', weekdays: [5, 6] }, '2026-11-01');
    const rules = { closedWeekdays: [0, 5, 6], closedDates: [] };
    expect(occurrenceDates(friSat, '2026-11-06', '2026-11-07', rules)).toEqual([
      { planned: '2026-11-07', date: '2026-11-09' },
    ]);
  });

  it('the preview lists the next occurrences from today, or from a later start', () => {
    const weekly = rec({ kind: 'weekly', weekdays: [3] }, '2026-01-01');
    const next = nextOccurrences(weekly, '2026-11-26', open, 3);
    expect(next.map((occurrence) => occurrence.date)).toEqual(['2026-12-02', '2026-12-09', '2026-12-16']);
    const later = nextOccurrences({ ...weekly, start: '2030-01-01' }, '2026-11-26', open, 1);
    expect(later).toEqual([{ planned: '2030-01-02', date: '2030-01-02' }]);
    const ended = nextOccurrences({ ...weekly, end: '2026-11-01' }, '2026-11-26', open);
    expect(ended).toEqual([]);
  });
});
