import { wallClock } from './hostel-alerts';
import { keptDateFormatCount, keptDateFormats } from './languages';
import { addDays, canonicalTimeZone, isTimeZone, todayIn, weekdayOf } from './request-dates';
import { requestRules } from './schemas/hostel-settings';

describe('request dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i day(s) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts days in the years 0–99 as those years, not as 1900–1999', () => {
    expect(addDays('0000-01-01', 365)).toBe('0000-12-31');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(weekdayOf('0001-01-01')).toBe(1);
  });

  it.each([
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2028-02-29', 2],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('gives Auckland and Los Angeles different todays at the same instant', () => {
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-23');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
  });

  it("turns the date at the zone's own midnight, summer time included", () => {
    // Auckland is on NZDT (UTC+13) in November: midnight there is 11:00 UTC the day before.
    expect(todayIn('Pacific/Auckland', new Date('2026-11-23T10:59:59Z'))).toBe('2026-11-23');
    expect(todayIn('Pacific/Auckland', new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-24');
    // Los Angeles is on PST (UTC−8) after the first Sunday of November.
    expect(todayIn('America/Los_Angeles', new Date('2026-11-24T07:59:59Z'))).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-24T08:00:00Z'))).toBe('2026-11-24');
  });

  it('knows IANA zones and refuses other names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('time zones as typed', () => {
  it.each([
    ['utc', 'UTC'],
    ['europe/berlin', 'Europe/Berlin'],
    ['EUROPE/BERLIN', 'Europe/Berlin'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
  ])('resolves %s to %s', (typed, canonical) => {
    expect(canonicalTimeZone(typed)).toBe(canonical);
    expect(requestRules.shape.timeZone.parse(typed)).toBe(canonical);
  });

  it.each(['Mars/Olympus', 'Europe/', ''])('resolves %j to nothing, and the rules refuse it', (typed) => {
    expect(canonicalTimeZone(typed)).toBeUndefined();
    expect(requestRules.shape.timeZone.safeParse(typed).success).toBe(false);
  });

  it('keeps the date formats bounded whatever 3,000 spellings of a zone read the clock', () => {
    const zone = 'america/argentina/buenos_aires';
    const letters = [...zone]
      .map((char, index) => ({ char, index }))
      .filter(({ char }) => /[a-z]/.test(char));
    const spellings = new Set<string>();
    for (let variant = 0; spellings.size < 3000; variant += 1) {
      const chars = [...zone];
      for (const [bit, { char, index }] of letters.entries())
        if ((variant >> bit) & 1) chars[index] = char.toUpperCase();
      spellings.add(chars.join(''));
    }
    const instant = new Date('2030-01-15T20:00:00Z');

    const dates = new Set([...spellings].map((spelling) => wallClock(spelling, instant).date));

    expect(dates).toEqual(new Set(['2030-01-15']));
    expect(keptDateFormatCount()).toBeLessThanOrEqual(keptDateFormats);
    expect(keptDateFormatCount()).toBeGreaterThan(0);
  });
});
