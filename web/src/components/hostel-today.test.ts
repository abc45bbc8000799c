// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { calendarHostelToday } from '#tooling/vite/calendar-hostel-today';

import { hostelToday, hostelTodayAsLocalDate, setHostelTimeZone } from './hostel-today';

describe("the hostel's today", () => {
  afterEach(() => setHostelTimeZone(undefined));
  // 23:30 UTC on 26 November: already the 27th east of +00:30, still the 26th west of it.
  const now = new Date('2026-11-26T23:30:00Z');

  it("is the date on the hostel's clock once the shell has read its zone", () => {
    setHostelTimeZone('Pacific/Kiritimati');
    expect(hostelToday(now)).toBe('2026-11-27');
    setHostelTimeZone('America/Los_Angeles');
    expect(hostelToday(now)).toBe('2026-11-26');
  });

  it("is what the calendars compare with: a local Date whose day is the hostel's", () => {
    setHostelTimeZone('Pacific/Kiritimati');
    const day = hostelTodayAsLocalDate(now);
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 11, 27]);
  });

  it("is the browser's date until the zone is known", () => {
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(hostelToday(now)).toBe(local);
  });
});

describe("Cloudscape's calendars, as built", () => {
  const plugin = calendarHostelToday();
  const transform = (code: string, file: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      fileURLToPath(new URL(`../../../node_modules/@cloudscape-design/components/${file}`, import.meta.url)),
    );
  const installed = (file: string) =>
    readFileSync(
      fileURLToPath(new URL(`../../../node_modules/@cloudscape-design/components/${file}`, import.meta.url)),
      'utf8',
    );

  it.each([
    ['calendar/grid/index.js', 'isSameDate(date, new Date())'],
    ['calendar/internal.js', 'const today = new Date();'],
    ['date-picker/index.js', 'parsedValue || new Date()'],
    ['date-range-picker/calendar/grids/grid.js', 'date => isToday(date)'],
    ['date-range-picker/calendar/utils.js', 'const today = new Date();'],
  ])("read today from the hostel's clock in %s", (file, reading) => {
    const shipped = installed(file);
    const built = transform(shipped, file)?.code ?? '';
    expect(shipped).toContain(reading);
    expect(built).not.toContain(reading);
    expect(built).toContain("from 'virtual:hostel-calendar-today'");
    expect(built).toContain('__hostelCalendarToday()');
  });

  it('fail the build when a reading is no longer where it was', () => {
    expect(() => transform('export const today = () => Date.now();', 'calendar/grid/index.js')).toThrow(
      /no longer reads/,
    );
  });
});
