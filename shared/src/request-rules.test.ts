import {
  dateRefusal,
  defaultRules,
  pastChangeCutoff,
  type RequestRules,
  timeRefusal,
  timesOf,
} from './request-rules';

const rules = (change: Partial<RequestRules>): RequestRules => ({ ...defaultRules, ...change });

describe('request rules', () => {
  const today = '2026-11-23'; // a Monday

  it('takes today up to daysAhead days on, and refuses the day before and the day after', () => {
    const tenDays = rules({ daysAhead: 10 });
    expect(dateRefusal(tenDays, today, today)).toBeUndefined();
    expect(dateRefusal(tenDays, '2026-12-03', today)).toBeUndefined();
    expect(dateRefusal(tenDays, '2026-11-22', today)).toBe('dateInPast');
    expect(dateRefusal(tenDays, '2026-12-04', today)).toBe('dateTooFar');
  });

  it('refuses the weekly days without cleaning and the closed dates', () => {
    const closed = rules({ closedWeekdays: [0, 6], closedDates: ['2026-11-25'] });
    expect(dateRefusal(closed, '2026-11-28', today)).toBe('dayClosed');
    expect(dateRefusal(closed, '2026-11-29', today)).toBe('dayClosed');
    expect(dateRefusal(closed, '2026-11-25', today)).toBe('dateClosed');
    expect(dateRefusal(closed, '2026-11-24', today)).toBeUndefined();
  });

  it('takes times from the first to the last in steps from the first', () => {
    const hours = { from: '08:30', to: '17:00', step: 30 };
    expect(timeRefusal(hours, '08:30')).toBeUndefined();
    expect(timeRefusal(hours, '17:00')).toBeUndefined();
    expect(timeRefusal(hours, '08:00')).toBe('timeOutsideHours');
    expect(timeRefusal(hours, '17:30')).toBe('timeOutsideHours');
    expect(timeRefusal(hours, '09:15')).toBe('timeOffStep');
  });

  it('offers exactly the times it takes', () => {
    const hours = { from: '08:30', to: '10:00', step: 20 };
    expect(timesOf(hours)).toEqual(['08:30', '08:50', '09:10', '09:30', '09:50']);
    expect(timesOf(defaultRules.hours)).toHaveLength(288);
    expect(timesOf(hours).every((time) => timeRefusal(hours, time) === undefined)).toBe(true);
  });

  it("closes a student's changes exactly the cutoff before the time, on the hostel's clock", () => {
    // 10:00 in Tokyo (UTC+9) is 01:00 UTC; a 2-hour cutoff closes at 23:00 UTC the day before.
    const tokyo = { timeZone: 'Asia/Tokyo', changeCutoffHours: 2 };
    const request = { date: '2026-11-24', time: '10:00' };
    expect(pastChangeCutoff(request, tokyo, new Date('2026-11-23T22:59:00Z'))).toBe(false);
    expect(pastChangeCutoff(request, tokyo, new Date('2026-11-23T23:00:00Z'))).toBe(true);
    expect(
      pastChangeCutoff(request, { ...tokyo, changeCutoffHours: 0 }, new Date('2026-11-24T00:59:00Z')),
    ).toBe(false);
    expect(
      pastChangeCutoff(request, { ...tokyo, changeCutoffHours: 0 }, new Date('2026-11-24T01:00:00Z')),
    ).toBe(true);
  });
});
