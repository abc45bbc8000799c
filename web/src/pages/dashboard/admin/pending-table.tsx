/**
 * The admin's pending requests as the desktop shows them (spec §2): the spec's columns, the student and
 * their message, Overdue beside the date, the row actions (`admin-row-actions.tsx`), and a checkbox per
 * row for the bulk allotment. Rendered only wider than 688 px (`admin-cards.tsx` below). The overdue
 * allotted requests' table is here too.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest, PendingRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';

import { withOverdueBadge } from '../overdue/overdue-view';
import type { Overdue } from '../overdue/use-overdue';
import { RequestTable } from '../request-table';
import { useAdminDashboardColumns, usePlaceColumns } from './admin-dashboard-columns';
import type { OpenAdminDialog } from './admin-row-actions';

interface PendingTableProps {
  title: string;
  rows: PendingRequest[] | undefined;
  loading: boolean;
  empty: ReactNode;
  actions: ReactNode;
  hasMore: boolean;
  onMore(): void;
  overdueIds: ReadonlySet<string>;
  open: OpenAdminDialog;
  /** After a row's date or time changed: the dashboard reloads (spec §4). */
  done(): void;
  selected: PendingRequest[];
  onSelect(rows: PendingRequest[]): void;
}

export function PendingTable({ overdueIds, open, done, selected, onSelect, ...table }: PendingTableProps) {
  const { t, i18n } = useTranslation(['dashboard', 'allotment']);
  const columns = withOverdueBadge(useAdminDashboardColumns(open, done), overdueIds, t('overdue.badge'));
  return (
    <RequestTable
      {...table}
      columns={columns}
      trackBy={(row) => row._id}
      selection={{
        selectedItems: selected,
        onChange: onSelect,
        ariaLabels: {
          selectionGroupLabel: t('allotment:bulk.selectionGroup'),
          allItemsSelectionLabel: () => t('allotment:bulk.selectAll'),
          itemSelectionLabel: (_, row) =>
            t('allotment:bulk.selectItem', { room: row.room, date: formatDate(row.date, i18n.language) }),
        },
      }}
    />
  );
}

/** While only overdue requests are shown: the Scheduled ones whose day ended without completion, with their keeper. */
export function OverdueScheduledTable({ overdue }: { overdue: Overdue }) {
  const { t } = useTranslation('dashboard');
  const columns: TableProps.ColumnDefinition<ListedRequest>[] = [
    ...usePlaceColumns<ListedRequest>(),
    { id: 'keeper', header: t('overdue.keeper'), cell: (row) => row.roomkeeper ?? '' },
  ];
  return (
    <RequestTable
      title={t('overdue.scheduled')}
      rows={overdue.data?.items.filter((item) => item.requestStatus === 'Scheduled')}
      loading={!overdue.data}
      columns={withOverdueBadge(columns, overdue.ids, t('overdue.badge'))}
      trackBy={(row) => row._id}
      empty={t('overdue.noneScheduled')}
    />
  );
}
