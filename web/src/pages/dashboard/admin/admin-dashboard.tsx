/**
 * Admin dashboard (spec §2): the hostel's counters and its pending requests, each to Allot (Re-Allot
 * with the keeper's name and reason when a keeper gave it back) or to Reject. The dashboard reloads
 * after every action (spec §4). Several selected requests can be allotted at once (`bulk-allot-actions.tsx`);
 * overdue requests (issue 15) have a card, a filter and a row badge (`overdue-view.tsx`). A status filter
 * shows the Scheduled or In progress requests instead (`scheduled-view.tsx`). Below 688 px the lists are
 * cards (`admin-cards.tsx`), and only the cards render there: the table's rows are most of a phone's work.
 * Each layout's list is a lazy chunk of its own, so a phone does not load the table either.
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { MountLater } from '#web/components/mount-later';
import { useFollow } from '#web/hooks/use-follow';
import { phoneQuery, useMediaQuery } from '#web/hooks/use-media-query';
import { paths } from '#web/paths';
import { useSession } from '#web/session';

import { BulkAllotActions } from '../allotment/bulk-allot-actions';
import { CounterCards } from '../counter-cards';
import { OverdueCard } from '../overdue/overdue-view';
import { useOverdue } from '../overdue/use-overdue';
import { useDashboard } from '../use-dashboard';
import { useRowDialog } from '../use-row-dialog';
import type { AdminDialogKind } from './admin-row-actions';
import { type ShownStatus, StatusFilter } from './status-filter';

// The pending list is a chunk of each layout's own: below 688 px the cards, above it the table. A phone
// then neither downloads nor runs Cloudscape's Table, its collection hooks and pagination (issue 28: the
// first visit's main-thread time), and a desktop not the cards. The one the screen shows is asked for
// when this module runs (with the page's preload, `preloadPage` in app.tsx), not at the first render.
const loadPendingCards = () => import('./admin-cards');
const loadPendingTable = () => import('./pending-table');
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function')
  void (window.matchMedia(phoneQuery).matches ? loadPendingCards() : loadPendingTable()).catch(() => {});

const AdminCards = lazy(() => loadPendingCards().then((module) => ({ default: module.AdminCards })));
const PendingTable = lazy(() => loadPendingTable().then((module) => ({ default: module.PendingTable })));
// Shown when the admin asks for the overdue ones only.
const OverdueScheduledCards = lazy(() =>
  import('./listed-cards').then((module) => ({ default: module.OverdueScheduledCards })),
);
const OverdueScheduledTable = lazy(() =>
  loadPendingTable().then((module) => ({ default: module.OverdueScheduledTable })),
);
// The dialogs load when first opened, so the dashboard itself downloads only its table and cards.
const AllotDialog = lazy(() =>
  import('../allotment/allot-dialog').then((module) => ({ default: module.AllotDialog })),
);
// Loaded when the admin asks for another status than Pending.
const ScheduledTable = lazy(() =>
  import('./scheduled-view').then((module) => ({ default: module.ScheduledTable })),
);
const RejectDialog = lazy(() =>
  import('../reject-dialog').then((module) => ({ default: module.RejectDialog })),
);

type Dialog = { kind: AdminDialogKind; request: PendingRequest };

export default function AdminDashboard() {
  const { t } = useTranslation(['dashboard', 'allotment']);
  const { user } = useSession();
  const onFollow = useFollow();
  const load = useCallback(
    async (cursor?: string) => (await callApi('adminDashboard', { query: { cursor } })).data,
    [],
  );
  const { data, loading, reload, loadMore } = useDashboard(load);
  const overdue = useOverdue();
  const reloadOverdue = overdue.reload;
  const { dialog, open, close, done } = useRowDialog<Dialog>(
    useCallback(() => {
      reload();
      reloadOverdue();
    }, [reload, reloadOverdue]),
  );
  const [onlyOverdue, setOnlyOverdue] = useState(false);
  const [shown, setShown] = useState<ShownStatus>('Pending');
  const filter = <StatusFilter value={shown} onChange={setShown} />;
  const phone = useMediaQuery(phoneQuery);

  // Overdue requests sort first in the pending list (oldest date first), so its first page holds them.
  // One list a load (not a render): the phone's cards plan their keepers again for each new list.
  const overdueIds = overdue.ids;
  const rows = useMemo(
    () => (onlyOverdue ? data?.data.filter((row) => overdueIds.has(row._id)) : data?.data),
    [onlyOverdue, data, overdueIds],
  );
  const [selected, setSelected] = useState<PendingRequest[]>([]);
  const bulkDone = () => {
    setSelected([]);
    reload();
    reloadOverdue();
  };

  // What the table and the cards both show and do: one list, two layouts.
  const list = {
    title: t(onlyOverdue ? 'overdue.pending' : 'admin.pending'),
    rows,
    loading,
    empty: t(onlyOverdue ? 'overdue.nonePending' : 'admin.empty'),
    actions: (
      <SpaceBetween direction="horizontal" size="xs" alignItems="end">
        {filter}
        <BulkAllotActions selected={selected} onDone={bulkDone} />
        <Button href={paths.cleanRequests} onFollow={onFollow}>
          {t('admin.viewRequests')}
        </Button>
      </SpaceBetween>
    ),
    hasMore: !onlyOverdue && Boolean(data?.cursor),
    onMore: loadMore,
    overdueIds: overdue.ids,
    open,
    done,
    selected,
    onSelect: setSelected,
  };
  const OverdueScheduled = phone ? OverdueScheduledCards : OverdueScheduledTable;

  return (
    <ContentLayout header={<Header variant="h1">{t('admin.title', { hostel: user?.hostel })}</Header>}>
      {/* On a phone the title paints first; the rest mounts after it, a part a task, its room kept (issue 28). */}
      <SpaceBetween size="l">
        <MountLater placeholder={<div className="admin-dashboard__counters" />}>
          <CounterCards
            counters={[
              {
                label: t('admin.students'),
                value: data?.students,
                href: `${paths.manageStudents}#studentList`,
              },
              {
                label: t('admin.roomkeepers'),
                value: data?.roomkeepers,
                href: `${paths.manageRoomkeepers}#roomkeeperList`,
              },
              { label: t('admin.completed'), value: data?.requests },
              {
                label: t('admin.awaiting'),
                value: data?.awaiting,
                href: `${paths.manageStudents}#waitingList`,
              },
            ]}
          />
        </MountLater>
        <MountLater placeholder={<div className="admin-dashboard__overdue" />}>
          <OverdueCard overdue={overdue} onlyOverdue={onlyOverdue} onOnlyOverdue={setOnlyOverdue} />
        </MountLater>
        {shown !== 'Pending' ? (
          <Suspense fallback={null}>
            <ScheduledTable onlyStarted={shown === 'inProgress'} filter={filter} />
          </Suspense>
        ) : (
          // While the list's chunk loads, its room is kept (as the list keeps it while its rows load).
          <MountLater placeholder={<div style={{ minHeight: '60vh' }} />}>
            <Suspense fallback={<div style={{ minHeight: '60vh' }} />}>
              {phone ? <AdminCards {...list} /> : <PendingTable {...list} />}
            </Suspense>
          </MountLater>
        )}
        {onlyOverdue && (
          <Suspense fallback={null}>
            <OverdueScheduled overdue={overdue} />
          </Suspense>
        )}
      </SpaceBetween>
      <Suspense fallback={null}>
        {dialog?.kind === 'allot' && <AllotDialog request={dialog.request} onDismiss={close} onDone={done} />}
        {dialog?.kind === 'reject' && (
          <RejectDialog request={dialog.request} onDismiss={close} onDone={done} />
        )}
      </Suspense>
    </ContentLayout>
  );
}
