/** The columns of the request history's CSV: what the table shows, as data (ISO dates, raw values). */
import type { TFunction } from 'i18next';

import type { ListedRequest } from '#shared/domain';

import type { CsvColumn } from '../../export/csv';

export const requestCsvColumns = (t: TFunction<['requests', 'dashboard']>): CsvColumn<ListedRequest>[] => [
  { header: t('dashboard:columns.date'), value: (row) => row.date },
  { header: t('dashboard:columns.timeRequested'), value: (row) => row.time },
  { header: t('dashboard:columns.room'), value: (row) => row.room },
  { header: t('dashboard:columns.floor'), value: (row) => row.floor },
  { header: t('history.student'), value: (row) => row.studentName },
  { header: t('dashboard:columns.roomkeeper'), value: (row) => row.roomkeeper },
  { header: t('dashboard:columns.status'), value: (row) => t(`dashboard:status.${row.requestStatus}`) },
  { header: t('dashboard:complete.timeIn'), value: (row) => row.timeIn },
  { header: t('dashboard:complete.timeOut'), value: (row) => row.timeOut },
  {
    header: t('history.note'),
    value: (row) =>
      row.rejectReason ? `${row.rejectReason.name}: ${row.rejectReason.message}` : row.message,
  },
  // The cleaning schedule that made it (issue 31), empty for a request someone asked for.
  { header: t('history.recurrence'), value: (row) => row.recurrenceId },
];
