/** The pager of a table over cursor pages: the pages seen so far, and one more while the server has more. */
export function CursorPagination<T>({ pages }: { pages: CursorPages<T> }) {
  return (
    <Pagination
      currentPageIndex={pages.pageIndex + 1}
      pagesCount={pages.pagesCount}
      openEnd={pages.hasNext}
      onChange={({ detail }) => pages.goTo(detail.currentPageIndex - 1)}
    />
  );
}

/**
 * What a table over cursor pages (`useCursorPages`) with a multi-selection passes to Cloudscape's Table:
 * its rows, the selection (which belongs to the page it was made on: a new page, search or reload starts
 * with none, derived while rendering rather than reset by an effect), the loading state and the pager.
 */
import Pagination from '@cloudscape-design/components/pagination';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';

import type { CursorPages } from '../hooks/use-cursor-pages';

export function useCursorTable<T extends { _id: string }>(pages: CursorPages<T>, loadingText: string) {
  const [selection, setSelection] = useState<{ of: T[]; rows: T[] }>({ of: [], rows: [] });
  const selected = selection.of === pages.items ? selection.rows : [];
  const tableProps = {
    items: pages.items,
    trackBy: '_id',
    selectionType: 'multi',
    selectedItems: selected,
    onSelectionChange: ({ detail }) => setSelection({ of: pages.items, rows: detail.selectedItems }),
    loading: pages.loading,
    loadingText,
    wrapLines: true,
    pagination: <CursorPagination pages={pages} />,
  } satisfies Partial<TableProps<T>>;
  return { selected, tableProps };
}
