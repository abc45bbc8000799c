/** How dates and times of requests are shown and picked, and the mark of a cleaning schedule's request. */
import { createElement, Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import { dateFormat, formatDay } from '#shared/languages';

/** 'YYYY-MM-DD' → the date in the reader's language, e.g. "12 Mar 2025"; the day itself, no time zone shift. */
export const formatDate = (isoDate: string, language: string): string => formatDay(isoDate, language);

/**
 * One clock on every screen, in every language: 24 hours, 'HH:mm', the form the requests' times are
 * picked and shown in (spec §9). Intl's own short time said "3:32 AM" in English and "3:32" in Japanese
 * beside tables that said "15:00" (issue 28).
 */
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** An instant's time of day in the reader's time zone, 'HH:mm'. */
export function formatClock(iso: string, language: string): string {
  return dateFormat(language, clock).format(new Date(iso));
}

/**
 * An instant (ISO timestamp) in the reader's language and time zone, e.g. "Mar 12, 2025, 14:05": the
 * language's own medium date and its order, with the one clock. Spanish and Japanese write a short time's
 * hour without its leading zero, so the hour is padded here.
 */
export function formatInstant(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .map((part) => (part.type === 'hour' ? part.value.padStart(2, '0') : part.value))
    .join('');
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

/**
 * The mark of a request a cleaning schedule made (issue 31: "a schedule's requests are marked as such
 * everywhere"): a repeat sign after the room, named for screen readers and on hover; nothing for a request
 * someone asked for. Here rather than in a file of its own: every dashboard shows it, and a chunk of its
 * own would cost the admin's dashboard its page budget.
 */
export function RecurringMark({ recurrenceId }: { recurrenceId?: string | undefined }) {
  const { t } = useTranslation('dashboard');
  if (recurrenceId === undefined) return null;
  const label = t('columns.recurring');
  return createElement(
    Fragment,
    null,
    ' ',
    createElement('span', { role: 'img', 'aria-label': label, title: label }, '↻'),
  );
}

/** The room with the mark, for table cells and card headers. */
export const RoomWithMark = ({ room, recurrenceId }: { room: string; recurrenceId?: string | undefined }) =>
  createElement(Fragment, null, room, createElement(RecurringMark, { recurrenceId }));
