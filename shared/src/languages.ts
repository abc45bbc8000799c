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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format for a language, made once and kept: making one costs about fifty times what formatting a
 * date with it does, and a table or a mail formats a date per row. There are only a few options in use,
 * for six languages and the hostels' time zones (their wall clocks, `wallClock` in hostel-alerts.ts).
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
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
