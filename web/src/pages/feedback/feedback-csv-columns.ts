/** The columns of a feedback list's CSV: every field the table can show, as data (ISO dates). */
import type { TFunction } from 'i18next';

import type { FeedbackItem } from '#shared/domain';

import type { CsvColumn } from '../../export/csv';
import type { FeedbackKind } from './feedback-list';

export const feedbackCsvColumns = (
  t: TFunction<['feedback', 'dashboard']>,
  kind: FeedbackKind,
): CsvColumn<FeedbackItem>[] => [
  { header: t('columns.given'), value: (item) => item.createdAt },
  { header: t('columns.cleaning'), value: (item) => item.date },
  { header: t('dashboard:columns.room'), value: (item) => item.room },
  { header: t('columns.student'), value: (item) => item.studentName },
  { header: t('dashboard:columns.roomkeeper'), value: (item) => item.roomkeeper },
  { header: t('columns.rating'), value: (item) => item.rating },
  { header: t(`columns.message.${kind}`), value: (item) => item.message },
];
