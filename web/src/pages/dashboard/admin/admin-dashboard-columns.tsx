/** The admin dashboard's pending requests: where and when, who and why, and Allot (Re-Allot when a keeper gave it back) or Reject. */
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';
import { RoomWithMark } from '#web/components/format';

import { type OpenAdminDialog, RowActions, useRowActions } from './admin-row-actions';

type Place = Pick<PendingRequest, 'room' | 'floor' | 'date' | 'time' | 'recurrenceId'>;

/** Room, floor, date and time, each sortable: how the admin's request tables begin. */
export function usePlaceColumns<Row extends Place>(): TableProps.ColumnDefinition<Row>[] {
  const { t, i18n } = useTranslation('dashboard');
  return [
    {
      id: 'room',
      header: t('columns.room'),
      cell: (row) => <RoomWithMark room={row.room} recurrenceId={row.recurrenceId} />,
      sortingField: 'room',
    },
    { id: 'floor', header: t('columns.floor'), cell: (row) => row.floor, sortingField: 'floor' },
    {
      id: 'date',
      header: t('columns.date'),
      minWidth: 130,
      cell: (row) => formatDate(row.date, i18n.language),
      sortingField: 'date',
    },
    { id: 'time', header: t('columns.timeRequested'), cell: (row) => row.time, sortingField: 'time' },
  ];
}

type Who = Pick<PendingRequest, 'studentName' | 'message'>;

/** The student and their message (issue 28), beside the spec's columns. */
export function useWhoColumns<Row extends Who>(): TableProps.ColumnDefinition<Row>[] {
  const { t } = useTranslation('dashboard');
  return [
    {
      id: 'student',
      header: t('columns.student'),
      cell: (row) => row.studentName,
      sortingField: 'studentName',
    },
    { id: 'message', header: t('columns.message'), minWidth: 160, cell: (row) => row.message ?? '' },
  ];
}

export function useAdminDashboardColumns(
  open: OpenAdminDialog,
  /** After a request's date or time changed (issue 28): reload the dashboard. */
  onMoved?: () => void,
): TableProps.ColumnDefinition<PendingRequest>[] {
  const { t } = useTranslation('dashboard');
  const model = useRowActions(onMoved);
  return [
    ...usePlaceColumns<PendingRequest>(),
    ...useWhoColumns<PendingRequest>(),
    {
      id: 'actions',
      header: t('columns.actions'),
      // Keeps both buttons side by side; the table scrolls sideways instead (phones get cards).
      minWidth: 280,
      cell: (row) => <RowActions row={row} model={model} open={open} />,
    },
  ];
}
