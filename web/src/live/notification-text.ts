/** One notification in the reader's language: its kind's sentence with the request's room, date and people. */
import type { TFunction } from 'i18next';

import type { notification } from '#shared/answers/notifications';
import type * as z from '#shared/schemas/zod';

import { formatDate } from '../components/format';

export type Notification = z.infer<typeof notification>;

export function notificationText(t: TFunction<'shell'>, note: Notification, language: string): string {
  const values = {
    room: note.room ?? '',
    date: note.date ? formatDate(note.date, language) : '',
    time: note.time ?? '',
    keeper: note.keeperName ?? '',
    student: note.studentName ?? '',
    by: note.byName ?? '',
    reason: note.reason ?? '',
    stars: note.stars ?? 0,
    fromDate: note.fromDate ? formatDate(note.fromDate, language) : '',
    fromTime: note.fromTime ?? '',
    count: note.count ?? 0,
  };
  if (note.kind === 'done') return t(`notes.done.${note.action ?? 'create'}`, values);
  return t(`notes.${note.kind}`, values);
}
