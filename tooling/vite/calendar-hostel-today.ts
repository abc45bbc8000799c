/**
 * Cloudscape's calendars (the date picker's and the date range picker's) take "today" from the browser's
 * clock, with no option to give them another: they mark it, and open on it. The product's "today" is the
 * hostel's (issue 27): a keeper in another time zone, or a hostel whose zone changed, would see the wrong
 * day marked. This plugin points each of those `new Date()` readings at `hostelTodayAsLocalDate()`
 * (web/src/components/hostel-today.ts). It fails the build when a reading is no longer where it was, so a
 * Cloudscape upgrade that moves them cannot silently bring the browser's day back; without the plugin the
 * calendars simply mark the browser's day again.
 */
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const moduleId = 'virtual:hostel-calendar-today';
const today = '__hostelCalendarToday()';

/** Each patched module (by its path in the package) and each text replaced in it, as it reads today. */
const readings: Record<string, [string, string][]> = {
  'calendar/grid/index.js': [['isSameDate(date, new Date())', `isSameDate(date, ${today})`]],
  'calendar/internal.js': [
    [': new Date();', `: ${today};`],
    ['const today = new Date();', `const today = ${today};`],
  ],
  'date-picker/index.js': [['parsedValue || new Date()', `parsedValue || ${today}`]],
  'date-range-picker/calendar/grids/grid.js': [
    ['date => isToday(date)', `date => isSameDay(date, ${today})`],
  ],
  'date-range-picker/calendar/utils.js': [['const today = new Date();', `const today = ${today};`]],
};

export function calendarHostelToday(): Plugin {
  const target = fileURLToPath(new URL('../../web/src/components/hostel-today.ts', import.meta.url));
  return {
    name: 'hostel-calendar-today',
    enforce: 'pre',
    resolveId: (source) => (source === moduleId ? target : undefined),
    transform(code, id) {
      const file = Object.keys(readings).find((path) =>
        id.replaceAll('\\', '/').endsWith(`@cloudscape-design/components/${path}`),
      );
      if (!file) return undefined;
      let out = code;
      for (const [from, to] of readings[file]!) {
        if (!out.includes(from))
          this.error(`Cloudscape's ${file} no longer reads "${from}"; review ${import.meta.filename}`);
        out = out.replaceAll(from, to);
      }
      return {
        code: `import { hostelTodayAsLocalDate as __hostelCalendarToday } from '${moduleId}';\n${out}`,
        map: null,
      };
    },
  };
}
