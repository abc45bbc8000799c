/** The admin dashboard's pending requests: where and when, who and why, and Allot (Re-Allot when a keeper gave it back) or Reject. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';
import { useReasonText } from '#web/components/reject-reason';

import type { OpenDialog } from '../request-table';
import { ChangeDateButton } from '../reschedule/change-date-button';

type Place = Pick<PendingRequest, 'room' | 'floor' | 'date' | 'time'>;

/** Room, floor, date and time, each sortable: how the admin's request tables begin. */
export function usePlaceColumns<Row extends Place>(): TableProps.ColumnDefinition<Row>[] {
  const { t, i18n } = useTranslation('dashboard');
  return [
    { id: 'room', header: t('columns.room'), cell: (row) => row.room, sortingField: 'room' },
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
  open: OpenDialog<'allot' | 'reject', PendingRequest>,
  /** After a request's date or time changed (issue 28): reload the dashboard. */
  onMoved?: () => void,
): TableProps.ColumnDefinition<PendingRequest>[] {
  const { t } = useTranslation('dashboard');
  const reasonText = useReasonText();
  return [
    ...usePlaceColumns<PendingRequest>(),
    ...useWhoColumns<PendingRequest>(),
    {
      id: 'actions',
      header: t('columns.actions'),
      // Keeps both buttons side by side on a phone; the table scrolls sideways instead.
      minWidth: 280,
      cell: (row) => (
        <SpaceBetween size="xxs">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => open({ kind: 'allot', request: row })}>
              {t(row.rejectData ? 'admin.reAllot' : 'admin.allot')}
            </Button>
            <Button onClick={() => open({ kind: 'reject', request: row })}>{t('admin.reject')}</Button>
            {onMoved && <ChangeDateButton request={row} onDone={onMoved} />}
          </SpaceBetween>
          {row.rejectData && (
            <Box variant="small" color="text-status-warning">
              {row.rejectData.released
                ? t('admin.released', { name: row.rejectData.name })
                : t('admin.turnedBackBy', { name: row.rejectData.name, reason: reasonText(row.rejectData) })}
            </Box>
          )}
        </SpaceBetween>
      ),
    },
  ];
}
