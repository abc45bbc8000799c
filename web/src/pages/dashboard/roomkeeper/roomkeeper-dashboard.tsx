/**
 * Roomkeeper dashboard (spec §2): own counters, and own scheduled requests with the student's contact,
 * each to Mark As Completed (with Time-In and Time-Out) or to Reject back to the admin. On a phone the
 * requests are cards instead, with Start, Done and Can't clean in one tap each. The dashboard reloads
 * after every action (spec §4).
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { callApi, type DataOf } from '#web/api/client';
import { useHostelToday } from '#web/components/hostel-today';
import { phoneQuery, useMediaQuery } from '#web/hooks/use-media-query';
import { paths } from '#web/paths';
import { useSession } from '#web/session';

import { CantCleanSlot } from '../../keeper-phone/cant-clean-slot';
import { KeeperCards } from '../../keeper-phone/keeper-cards';
import { KeeperSync } from '../../keeper-phone/keeper-sync';
import { noAnswer, useKeeperActions } from '../../keeper-phone/use-keeper-actions';
import { CounterCards } from '../counter-cards';
import { RequestTable } from '../request-table';
import { useDashboard } from '../use-dashboard';
import { useRowDialog } from '../use-row-dialog';
import { useRoomkeeperDashboardColumns } from './roomkeeper-dashboard-columns';

// The dialogs load when first opened, so the dashboard itself downloads only its table and cards.
const CompleteDialog = lazy(() =>
  import('./complete-dialog').then((module) => ({ default: module.CompleteDialog })),
);
const loadStore = () => import('#web/offline/keeper-store');

type Dialog = { kind: 'complete'; request: ListedRequest };

export default function RoomkeeperDashboard() {
  const { t } = useTranslation('dashboard');
  const userId = useSession().user?._id ?? '';
  const [fetchedAt, setFetchedAt] = useState<string>();
  const load = useCallback(
    async (cursor?: string): Promise<DataOf<'roomkeeperDashboard'>> => {
      try {
        const { data } = await callApi('roomkeeperDashboard', { query: { cursor } });
        if (!cursor) (await loadStore()).saveList(userId, data);
        setFetchedAt(undefined);
        return data;
      } catch (error) {
        // Offline: the list as last fetched on this phone, marked with when.
        const saved =
          cursor || !noAnswer(error)
            ? undefined
            : (await loadStore()).savedList<DataOf<'roomkeeperDashboard'>>(userId);
        if (!saved) throw error;
        setFetchedAt(saved.fetchedAt);
        return saved.data;
      }
    },
    [userId],
  );
  const { data, loading, reload, loadMore } = useDashboard(load);
  const { dialog, open, close, done } = useRowDialog<Dialog>(reload);

  const phone = useMediaQuery(phoneQuery);
  const today = useHostelToday();
  const keeper = useKeeperActions(reload, userId);
  const columns = useRoomkeeperDashboardColumns(open, keeper.actions);

  return (
    <ContentLayout header={<Header variant="h1">{t('keeper.title')}</Header>}>
      <SpaceBetween size="l">
        <KeeperSync sync={keeper.sync} fetchedAt={fetchedAt} />
        <CounterCards
          counters={[
            { label: t('keeper.scheduled'), value: data?.scheduled },
            { label: t('keeper.completed'), value: data?.requests },
            { label: t('keeper.complaints'), value: data?.complaints, href: paths.complaints },
          ]}
        />
        {phone ? (
          <KeeperCards
            rows={data?.data ?? []}
            today={today}
            empty={data ? t('keeper.empty') : undefined}
            {...keeper.actions}
            onTimes={(request) => open({ kind: 'complete', request })}
          />
        ) : (
          <RequestTable
            title={t('keeper.table')}
            rows={data?.data}
            loading={loading}
            columns={columns}
            trackBy={({ request }) => request._id}
            empty={t('keeper.empty')}
            hasMore={Boolean(data?.cursor)}
            onMore={loadMore}
          />
        )}
      </SpaceBetween>
      <Suspense fallback={null}>
        {dialog?.kind === 'complete' && (
          <CompleteDialog request={dialog.request} onDismiss={close} onDone={done} />
        )}
      </Suspense>
      <CantCleanSlot keeper={keeper} />
    </ContentLayout>
  );
}
