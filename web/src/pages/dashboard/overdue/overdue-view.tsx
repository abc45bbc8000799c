/**
 * The admin dashboard's overdue pieces (issue 15): a card with how many requests are overdue and a switch
 * to show only those; a badge for an overdue row's date; and, while only overdue ones are shown, the
 * allotted ones whose day ended without completion (they are not in the pending list).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { usePlaceColumns } from '../admin/admin-dashboard-columns';
import { RequestTable } from '../request-table';
import type { Overdue } from './use-overdue';

// On a phone the list is cards (issue 28), loaded when the admin asks for the overdue ones.
const ListedCards = lazy(() =>
  import('../admin/listed-cards').then((module) => ({ default: module.ListedCards })),
);

export function OverdueCard({
  overdue,
  onlyOverdue,
  onOnlyOverdue,
}: {
  overdue: Overdue;
  onlyOverdue: boolean;
  onOnlyOverdue(only: boolean): void;
}) {
  const { t } = useTranslation('dashboard');
  const data = overdue.data;
  const count = data ? `${data.count}${data.more ? '+' : ''}` : '–';
  return (
    <Container>
      <SpaceBetween size="s">
        <KeyValuePairs
          items={[{ label: t('overdue.count'), value: <Box variant="awsui-value-large">{count}</Box> }]}
        />
        <Toggle checked={onlyOverdue} onChange={({ detail }) => onOnlyOverdue(detail.checked)}>
          {t('overdue.only')}
        </Toggle>
      </SpaceBetween>
    </Container>
  );
}

/** The columns with an "Overdue" badge beside the date of each overdue row. */
export function withOverdueBadge<Row extends { _id: string }>(
  columns: TableProps.ColumnDefinition<Row>[],
  ids: ReadonlySet<string>,
  label: string,
): TableProps.ColumnDefinition<Row>[] {
  return columns.map((column) =>
    column.id === 'date'
      ? {
          ...column,
          cell: (row: Row) => (
            <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
              <span>{column.cell(row)}</span>
              {ids.has(row._id) && <Badge color="severity-high">{label}</Badge>}
            </SpaceBetween>
          ),
        }
      : column,
  );
}

/** The Scheduled requests whose day ended without completion, with their keeper. */
export function OverdueScheduledTable({ overdue, phone }: { overdue: Overdue; phone: boolean }) {
  const { t } = useTranslation('dashboard');
  const rows = overdue.data?.items.filter((item) => item.requestStatus === 'Scheduled');
  const columns: TableProps.ColumnDefinition<ListedRequest>[] = [
    ...usePlaceColumns<ListedRequest>(),
    { id: 'keeper', header: t('overdue.keeper'), cell: (row) => row.roomkeeper ?? '' },
  ];
  if (phone)
    return (
      <Suspense fallback={null}>
        <ListedCards
          title={t('overdue.scheduled')}
          rows={rows}
          empty={t('overdue.noneScheduled')}
          overdueIds={overdue.ids}
        />
      </Suspense>
    );
  return (
    <RequestTable
      title={t('overdue.scheduled')}
      rows={rows}
      loading={!overdue.data}
      columns={withOverdueBadge(columns, overdue.ids, t('overdue.badge'))}
      trackBy={(row) => row._id}
      empty={t('overdue.noneScheduled')}
    />
  );
}
