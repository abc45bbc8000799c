/** Dates, weeks, counts and minutes of the analytics in the reader's language. */
import { formatDay, localeOf } from '#shared/languages';

export const shortDay = (isoDate: string, language: string) => formatDay(isoDate, language, 'short');

export const longDay = (isoDate: string, language: string) => formatDay(isoDate, language, 'medium');

export const count = (value: number, language: string) => value.toLocaleString(localeOf(language));

/** A count axis' tick: requests come whole, so the ticks between whole numbers stay blank. */
export const wholeCount = (value: number, language: string) =>
  Number.isInteger(value) ? count(value, language) : '';

/** Minutes as the reader's language writes a duration in minutes ("90 min", "90 分"). */
export const minutes = (value: number | undefined, language: string) =>
  value === undefined
    ? '–'
    : new Intl.NumberFormat(localeOf(language), {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'short',
      }).format(value);

export const percent = (share: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);

export const rating = (value: number | undefined, language: string) =>
  value === undefined
    ? '–'
    : new Intl.NumberFormat(localeOf(language), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value);
