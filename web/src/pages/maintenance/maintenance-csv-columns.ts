/** The columns of the maintenance board's CSV (issue 32): every field of a report, as data (ISO dates). */
import type { TFunction } from 'i18next';

import type { CsvColumn } from '../../export/csv';
import type { Report } from './report-card';

export const maintenanceCsvColumns = (t: TFunction<'maintenance'>): CsvColumn<Report>[] => [
  { header: t('csv.building'), value: (report) => report.building },
  { header: t('csv.floor'), value: (report) => report.floor },
  { header: t('csv.room'), value: (report) => report.number },
  { header: t('csv.category'), value: (report) => t(`category.${report.category}`) },
  { header: t('csv.urgency'), value: (report) => t(`urgency.${report.urgency}`) },
  { header: t('csv.status'), value: (report) => t(`status.${report.status}`) },
  { header: t('csv.text'), value: (report) => report.text },
  { header: t('csv.reporter'), value: (report) => report.reporterName },
  { header: t('csv.reported'), value: (report) => report.createdAt },
  { header: t('csv.assignee'), value: (report) => report.assignee },
  { header: t('csv.note'), value: (report) => report.note },
  { header: t('csv.updated'), value: (report) => report.updatedAt },
];
