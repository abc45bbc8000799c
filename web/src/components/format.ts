/** How dates and times of requests are shown and picked. */
import { dateFormat, formatDay } from '#shared/languages';

/** 'YYYY-MM-DD' → the date in the reader's language, e.g. "12 Mar 2025"; the day itself, no time zone shift. */
export const formatDate = (isoDate: string, language: string): string => formatDay(isoDate, language);

/** An instant (ISO timestamp) in the reader's language and time zone, e.g. "12 Mar 2025, 14:05". */
export function formatInstant(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Today in the reader's time zone, as 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Every time of day in 5-minute steps (spec §9), 'HH:mm', for the time pickers. */
export const fiveMinuteTimes: readonly string[] = Array.from({ length: (24 * 60) / 5 }, (_, step) => {
  const minutes = step * 5;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
