/**
 * A dashboard's table of requests: the rows are all on the client, so sorting and paging are done by
 * Cloudscape's collection hooks; the empty state carries the spec's text. When the server holds more
 * rows than one answer, "Show more" fetches them. A row's date opens its request's timeline.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimelineLinks } from '../../timeline';

const pageSize = 20;

/** What a row's buttons ask their page for: a dialog of some kind about that row's request. */
export type OpenDialog<Kind extends string, Request> = (dialog: { kind: Kind; request: Request }) => void;

interface RequestTableProps<Row> {
  title: string;
  rows: Row[] | undefined;
  loading: boolean;
  columns: TableProps.ColumnDefinition<Row>[];
  trackBy: (row: Row) => string;
  empty: ReactNode;
  actions?: ReactNode;
  hasMore?: boolean;
  onMore?(): void;
  /** The first column sorted by default, ascending. */
  sortingColumn?: TableProps.SortingColumn<Row>;
  /** Rows the reader can select (several), with the labels of the checkboxes. */
  selection?: {
    selectedItems: Row[];
    onChange(rows: Row[]): void;
    ariaLabels: TableProps.AriaLabels<Row>;
  };
}

export function RequestTable<Row>({
  title,
  rows,
  loading,
  columns,
  trackBy,
  empty,
  actions,
  hasMore,
  onMore,
  sortingColumn,
  selection,
}: RequestTableProps<Row>) {
  const { t } = useTranslation('dashboard');
  const { items, collectionProps, paginationProps } = useCollection(rows ?? [], {
    sorting: sortingColumn ? { defaultState: { sortingColumn } } : {},
    pagination: { pageSize },
  });
  const linked = useTimelineLinks(columns, trackBy);
  return (
    <Table
      {...collectionProps}
      header={
        <Header
          variant="h2"
          counter={rows ? `(${rows.length}${hasMore ? '+' : ''})` : undefined}
          actions={actions}
        >
          {title}
        </Header>
      }
      items={items}
      columnDefinitions={linked}
      trackBy={trackBy}
      loading={loading && !rows}
      loadingText={t('loading')}
      wrapLines
      selectionType={selection ? 'multi' : undefined}
      selectedItems={selection?.selectedItems}
      onSelectionChange={({ detail }) => selection?.onChange(detail.selectedItems)}
      ariaLabels={selection?.ariaLabels}
      empty={
        <Box textAlign="center" color="inherit" padding="m">
          {empty}
        </Box>
      }
      pagination={(rows?.length ?? 0) > pageSize ? <Pagination {...paginationProps} /> : undefined}
      footer={
        hasMore && onMore ? (
          <SpaceBetween size="xs" alignItems="center">
            <Button onClick={onMore} loading={loading}>
              {t('loadMore')}
            </Button>
          </SpaceBetween>
        ) : undefined
      }
    />
  );
}
