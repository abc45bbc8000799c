/**
 * The admin dashboard's Scheduled requests (issue 28), all or only those In progress (a keeper tapped
 * Start), shown instead of the pending table when the status filter asks for them. They come from the
 * history list's route (`GET /api/requests?status=Scheduled`, one Query a page); In progress is the part of
 * each loaded page that has started. On a phone they are cards (`listed-cards.tsx`).
 */
import Badge from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { phoneQuery, useMediaQuery } from '#web/hooks/use-media-query';

import { RequestTable } from '../request-table';
import { ChangeDateButton } from '../reschedule/change-date-button';
import { useDashboard } from '../use-dashboard';
import { usePlaceColumns, useWhoColumns } from './admin-dashboard-columns';
import { ListedCards } from './listed-cards';

/** The hostel's Scheduled requests (or only those in progress), with the student, keeper and message. */
export function ScheduledTable({ onlyStarted, filter }: { onlyStarted: boolean; filter: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const load = useCallback(async (cursor?: string) => {
    const { items, cursor: next } = (
      await callApi('listRequests', { query: { status: 'Scheduled', cursor } })
    ).data;
    return { data: items, ...(next ? { cursor: next } : {}) };
  }, []);
  const { data, loading, loadMore, reload } = useDashboard(load);
  const rows = onlyStarted ? data?.data.filter((row) => row.startedAt) : data?.data;
  const phone = useMediaQuery(phoneQuery);
  const columns: TableProps.ColumnDefinition<ListedRequest>[] = [
    ...usePlaceColumns<ListedRequest>(),
    ...useWhoColumns<ListedRequest>(),
    { id: 'roomkeeper', header: t('columns.roomkeeper'), cell: (row) => row.roomkeeper ?? '' },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <Badge color={row.startedAt ? 'blue' : 'grey'}>
          {t(row.startedAt ? 'status.inProgress' : 'status.Scheduled')}
        </Badge>
      ),
    },
    // Issue 28: the admin moves a Scheduled request that has not started (the student asked by phone).
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => <ChangeDateButton request={row} onDone={reload} />,
    },
  ];
  const title = t(onlyStarted ? 'status.inProgress' : 'status.Scheduled');
  if (phone)
    return (
      <ListedCards
        title={title}
        rows={rows}
        empty={t('admin.noneShown')}
        actions={filter}
        hasMore={Boolean(data?.cursor)}
        loading={loading}
        onMore={loadMore}
      />
    );
  return (
    <RequestTable
      title={title}
      rows={rows}
      loading={loading}
      columns={columns}
      trackBy={(row) => row._id}
      empty={t('admin.noneShown')}
      hasMore={Boolean(data?.cursor)}
      onMore={loadMore}
      actions={filter}
    />
  );
}
