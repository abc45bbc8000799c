/** The six languages of spec §9: the site's menu and the language a user's mail is written in. */
export const languageCodes = ['de', 'en', 'es', 'fr', 'ja', 'zh'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (languageCodes as readonly string[]).includes(value);
}

/** The locale a language is written with: Cloudscape and Intl have zh-CN (simplified) but nothing for plain `zh`. */
export function localeOf(language: string): string {
  return language === 'zh' ? 'zh-CN' : language;
}

/**
 * How many date formats are kept. The options in use, six languages and the hostels' time zones come
 * to far fewer; the bound is there because a time zone is typed by someone, and no cache keyed by what
 * someone typed may grow without end.
 */
export const keptDateFormats = 256;

/** The kept formats, least recently used first (a Map keeps insertion order; a hit moves to the end). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** How many formats are kept now (for the test that the bound holds). */
export const keptDateFormatCount = (): number => dateFormats.size;

/**
 * A date format for a language, made once and kept: making one costs about fifty times what formatting a
 * date with it does, and a table or a mail formats a date per row. There are only a few options in use,
 * for six languages and the hostels' time zones (their wall clocks, `wallClock` in hostel-alerts.ts).
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format) dateFormats.delete(key);
  else format = new Intl.DateTimeFormat(locale, options);
  dateFormats.set(key, format);
  if (dateFormats.size > keptDateFormats) dateFormats.delete(dateFormats.keys().next().value!);
  return format;
}

/** 'YYYY-MM-DD' → that day in the reader's language; the day itself, with no time-zone shift. */
export function formatDay(
  isoDate: string,
  language: string,
  dateStyle: Intl.DateTimeFormatOptions['dateStyle'] = 'medium',
): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateFormat(language, { dateStyle, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
