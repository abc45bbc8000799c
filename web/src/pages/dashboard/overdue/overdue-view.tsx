/**
 * The admin dashboard's overdue pieces (issue 15): a card with how many requests are overdue and a switch
 * to show only those; a badge for an overdue row's date; and, while only overdue ones are shown, the
 * allotted ones whose day ended without completion (they are not in the pending list; `overdue-scheduled.tsx`).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';

import type { Overdue } from './use-overdue';

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
