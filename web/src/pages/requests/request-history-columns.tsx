/**
 * The request history's columns: when and where, who asked and who cleaned (each shown to those who may
 * not know), the status, the times and any note; a student rates a completed cleaning from here.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest, Role } from '#shared/domain';
import { RoomWithMark } from '#web/components/format';

import { formatDate } from '../../components/format';
import { useReasonText } from '../../components/reject-reason';
import { RequestStatusIndicator } from '../../components/request-status';

export function useRequestHistoryColumns(
  role: Role,
  onRate: (request: ListedRequest) => void,
): TableProps.ColumnDefinition<ListedRequest>[] {
  const { t, i18n } = useTranslation(['requests', 'dashboard']);
  const reasonText = useReasonText();
  const language = i18n.language;
  return useMemo(() => {
    const all: (TableProps.ColumnDefinition<ListedRequest> & { roles?: Role[] })[] = [
      {
        id: 'date',
        header: t('dashboard:columns.date'),
        minWidth: 120,
        cell: (row) => formatDate(row.date, language),
        sortingField: 'date',
      },
      {
        id: 'time',
        header: t('dashboard:columns.timeRequested'),
        cell: (row) => row.time,
        sortingField: 'time',
      },
      {
        id: 'room',
        header: t('dashboard:columns.room'),
        cell: (row) => <RoomWithMark room={row.room} recurrenceId={row.recurrenceId} />,
        sortingField: 'room',
      },
      { id: 'floor', header: t('dashboard:columns.floor'), cell: (row) => row.floor, sortingField: 'floor' },
      {
        id: 'student',
        header: t('history.student'),
        cell: (row) => row.studentName,
        sortingField: 'studentName',
        roles: ['admin', 'roomkeeper'],
      },
      {
        id: 'roomkeeper',
        header: t('dashboard:columns.roomkeeper'),
        cell: (row) => row.roomkeeper ?? '–',
        sortingField: 'roomkeeper',
        roles: ['admin', 'student'],
      },
      {
        id: 'status',
        header: t('dashboard:columns.status'),
        minWidth: 140,
        cell: (row) => <RequestStatusIndicator status={row.requestStatus} startedAt={row.startedAt} />,
        sortingField: 'requestStatus',
      },
      {
        id: 'times',
        header: t('history.times'),
        minWidth: 120,
        cell: (row) => (row.timeIn && row.timeOut ? `${row.timeIn}–${row.timeOut}` : '–'),
      },
      {
        id: 'note',
        header: t('history.note'),
        cell: (row) =>
          row.rejectReason
            ? `${row.rejectReason.name}: ${reasonText(row.rejectReason)}`
            : (row.message ?? ''),
      },
      {
        id: 'rate',
        header: t('history.feedback'),
        minWidth: 120,
        roles: ['student'],
        cell: (row) =>
          row.requestStatus !== 'Completed' ? null : row.rated ? (
            <Box color="text-status-success">{t('history.rated')}</Box>
          ) : (
            <Button onClick={() => onRate(row)}>{t('history.rate')}</Button>
          ),
      },
    ];
    return all.filter((column) => !column.roles || column.roles.includes(role));
  }, [language, onRate, reasonText, role, t]);
}
