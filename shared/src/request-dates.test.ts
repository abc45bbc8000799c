import { addDays, latestRequestDate, maxDaysAhead } from './request-dates';

describe('request dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i day(s) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it(`ends ${maxDaysAhead} calendar days after today`, () => {
    expect(maxDaysAhead).toBe(60);
    expect(latestRequestDate('2026-11-23')).toBe('2027-01-22');
  });
});
