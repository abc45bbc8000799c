/** One notification in the reader's language: its kind's sentence with the request's room, date and people. */
import type { TFunction } from 'i18next';

import type { notification } from '#shared/answers/notifications';
import type * as z from '#shared/schemas/zod';

import { formatDate } from '../components/format';

export type Notification = z.infer<typeof notification>;

/** Recurring cleaning's kinds (issue 31): their texts are in the `recurring` namespace, loaded with the panel. */
type RecurringKind = 'cleanAhead' | 'skipped' | 'roomSkips';
const isRecurringKind = (kind: string): kind is RecurringKind =>
  kind === 'cleanAhead' || kind === 'skipped' || kind === 'roomSkips';

/** A `done` note's action whose text is the shell's (the others are recurring's and inspections'). */
const shellAction = (action: Notification['action']) =>
  action === undefined || action === 'skip' || action === 'inspect' || action === 'reclean'
    ? 'create'
    : action;

export function notificationText(
  t: TFunction<['shell', 'recurring', 'inspections']>,
  note: Notification,
  language: string,
): string {
  const values = {
    room: note.room ?? '',
    date: note.date ? formatDate(note.date, language) : '',
    time: note.time ?? '',
    keeper: note.keeperName ?? '',
    student: note.studentName ?? '',
    by: note.byName ?? '',
    // A re-clean's failed items (issue 32) in the reader's words: a default item by its id, else its name.
    reason:
      note.kind === 'reclean' && note.items
        ? note.items.map((item) => t(`inspections:item.${item}`, { defaultValue: item })).join(', ')
        : (note.reason ?? ''),
    stars: note.stars ?? 0,
    fromDate: note.fromDate ? formatDate(note.fromDate, language) : '',
    fromTime: note.fromTime ?? '',
    count: note.count ?? 0,
  };
  const { kind, action } = note;
  if (kind === 'done' && action === 'skip') return t('recurring:notes.doneSkip', values);
  // Inspections' kinds and actions (issue 32): their texts are in `inspections`, loaded with the panel.
  if (kind === 'done' && (action === 'inspect' || action === 'reclean'))
    return t(`inspections:notes.done.${action}`, values);
  if (kind === 'done') return t(`notes.done.${shellAction(action)}`, values);
  if (kind === 'reclean' || kind === 'recleanPlanned') return t(`inspections:notes.${kind}`, values);
  if (isRecurringKind(kind)) return t(`recurring:notes.${kind}`, values);
  if (kind === 'maintenance')
    return t('notes.maintenance', {
      ...values,
      status: t(`notes.maintenanceStatus.${note.maintenanceStatus ?? 'new'}`),
    });
  return t(`notes.${kind}`, values);
}
