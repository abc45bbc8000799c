/**
 * A roomkeeper's request history on a phone: cards with the keeper's one set of actions (Start, Done,
 * Mark As Completed with times, Can't clean), and the actions waiting on the phone to be sent. Loaded only for a keeper on a phone, so the students' and
 * admins' history never downloads the keeper's actions nor opens their offline store.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { CursorPagination } from '../../components/cursor-table';
import { useHostelToday } from '../../components/hostel-today';
import type { CursorPages } from '../../hooks/use-cursor-pages';
import { useSession } from '../../session';
import { CantCleanSlot } from '../keeper-phone/cant-clean-slot';
import { KeeperCards } from '../keeper-phone/keeper-cards';
import { KeeperSync } from '../keeper-phone/keeper-sync';
import { useKeeperActions } from '../keeper-phone/use-keeper-actions';

// The spec's Complete dialog loads when first opened, as on the dashboard.
const CompleteDialog = lazy(() =>
  import('../dashboard/roomkeeper/complete-dialog').then((module) => ({ default: module.CompleteDialog })),
);

/** A history row; a Scheduled one carries the student's contact for the keeper (tap to call or mail). */
type HistoryRow = ListedRequest & { studentData?: { email: string; phone: string } };

export interface KeeperHistoryCardsProps {
  pages: CursorPages<HistoryRow>;
  /** The page's requests as sorted. */
  items: readonly HistoryRow[];
  header: ReactNode;
  filter: ReactNode;
  /** What an empty page says. */
  empty: string;
}

export function KeeperHistoryCards({ pages, items, header, filter, empty }: KeeperHistoryCardsProps) {
  const { t } = useTranslation('dashboard');
  const keeper = useKeeperActions(pages.reload, useSession().user?._id ?? '');
  const [timesFor, setTimesFor] = useState<ListedRequest>();
  const today = useHostelToday();
  return (
    <>
      <SpaceBetween size="m">
        {header}
        <KeeperSync sync={keeper.sync} />
        {filter}
        {pages.items.length === 0 ? (
          <Box textAlign="center" color="inherit" padding="m">
            {pages.loading ? <StatusIndicator type="loading">{t('loading')}</StatusIndicator> : empty}
          </Box>
        ) : (
          <KeeperCards
            rows={items.map(({ studentData, ...request }) => ({
              request,
              ...(studentData ? { studentData } : {}),
            }))}
            today={today}
            {...keeper.actions}
            onTimes={setTimesFor}
          />
        )}
        <CursorPagination pages={pages} />
      </SpaceBetween>
      <CantCleanSlot keeper={keeper} />
      {timesFor && (
        <Suspense fallback={null}>
          <CompleteDialog
            request={timesFor}
            onDismiss={() => setTimesFor(undefined)}
            onDone={() => {
              setTimesFor(undefined);
              pages.reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
