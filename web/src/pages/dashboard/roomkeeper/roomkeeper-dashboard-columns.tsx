/**
 * The roomkeeper's scheduled requests: where and when, the student's contact, and the keeper's one set of
 * actions, as on the phone: Start then Done, Mark As Completed (the spec's dialog, for a clean recorded
 * afterwards, so only before Start), and Reject Request (the spec's label), which asks why as Can't clean does.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { KeeperRow, ListedRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';
import { RoomWithMark } from '#web/components/format';

import type { CardActions } from '../../keeper-phone/keeper-cards';
import type { OpenDialog } from '../request-table';

export function useRoomkeeperDashboardColumns(
  open: OpenDialog<'complete', ListedRequest>,
  actions: CardActions,
): TableProps.ColumnDefinition<KeeperRow>[] {
  const { t, i18n } = useTranslation('dashboard');
  return [
    {
      id: 'room',
      header: t('columns.room'),
      cell: ({ request }) => <RoomWithMark room={request.room} recurrenceId={request.recurrenceId} />,
    },
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
      // Keeps the buttons side by side; a narrow window shows the cards instead.
      minWidth: 330,
      cell: ({ request }) => {
        const startedAt = actions.startedAt(request);
        const busy = actions.busyId === request._id;
        if (actions.waiting(request))
          return <Box color="text-status-inactive">{t('keeper.waitingToSend')}</Box>;
        return (
          <SpaceBetween direction="horizontal" size="xs">
            {startedAt === undefined ? (
              <Button variant="primary" loading={busy} onClick={() => actions.onStart(request)}>
                {t('keeper.start')}
              </Button>
            ) : (
              <Button variant="primary" loading={busy} onClick={() => actions.onDone(request)}>
                {t('keeper.done')}
              </Button>
            )}
            {startedAt === undefined && (
              <Button disabled={busy} onClick={() => open({ kind: 'complete', request })}>
                {t('keeper.markCompleted')}
              </Button>
            )}
            <Button disabled={busy} onClick={() => actions.onCantClean(request)}>
              {t('keeper.reject')}
            </Button>
          </SpaceBetween>
        );
      },
    },
  ];
}
