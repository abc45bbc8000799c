/** The roomkeeper's scheduled requests: where and when, the student's contact, and Mark As Completed or Reject. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { KeeperRow, ListedRequest } from '#shared/domain';

import { formatDate } from '../../../components/format';
import type { OpenDialog } from '../request-table';

export function useRoomkeeperDashboardColumns(
  open: OpenDialog<'complete' | 'reject', ListedRequest>,
): TableProps.ColumnDefinition<KeeperRow>[] {
  const { t, i18n } = useTranslation('dashboard');
  return [
    { id: 'room', header: t('columns.room'), cell: ({ request }) => request.room },
    { id: 'floor', header: t('columns.floor'), cell: ({ request }) => request.floor },
    {
      id: 'contact',
      header: t('columns.studentContact'),
      minWidth: 200,
      cell: ({ request, studentData }) => (
        <SpaceBetween size="xxxs">
          <Box>{request.studentName}</Box>
          {studentData.email && (
            <Link href={`mailto:${studentData.email}`} external={false}>
              {studentData.email}
            </Link>
          )}
          {studentData.phone && <Link href={`tel:${studentData.phone}`}>{studentData.phone}</Link>}
        </SpaceBetween>
      ),
    },
    {
      id: 'date',
      header: t('columns.date'),
      minWidth: 130,
      cell: ({ request }) => formatDate(request.date, i18n.language),
    },
    { id: 'time', header: t('columns.timeRequested'), cell: ({ request }) => request.time },
    {
      id: 'actions',
      header: t('columns.actions'),
      // Keeps both buttons side by side on a phone; the table scrolls sideways instead.
      minWidth: 330,
      cell: ({ request }) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="primary" onClick={() => open({ kind: 'complete', request })}>
            {t('keeper.markCompleted')}
          </Button>
          <Button onClick={() => open({ kind: 'reject', request })}>{t('keeper.reject')}</Button>
        </SpaceBetween>
      ),
    },
  ];
}
