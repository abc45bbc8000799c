/**
 * Server-side pages of a cursor-paginated list (`{items, cursor?}`): remembers the cursor of every page
 * seen so the user can go back, knows there is a next page while the server hands out a cursor, and
 * starts again from the first page whenever `fetchPage` changes (new filters or search). Failures go to
 * `onError` and leave the last page shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import type { Page } from '#shared/domain';

export interface CursorPages<T> {
  items: T[];
  loading: boolean;
  /** 0-based index of the page shown. */
  pageIndex: number;
  /** Pages known so far: those seen plus the next one when the server said there is one. */
  pagesCount: number;
  hasNext: boolean;
  goTo(pageIndex: number): void;
  /** Loads the current page again, e.g. after a change. */
  reload(): void;
}

export function useCursorPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  onError: (error: unknown) => void,
): CursorPages<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [pageIndex, setPageIndex] = useState(0);
  // cursors[i] opens page i; page 0 needs none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const latest = useRef(0);

  const load = useCallback(
    (index: number, cursor: string | undefined) => {
      const call = ++latest.current;
      setLoading(true);
      fetchPage(cursor)
        .then((page) => {
          if (call !== latest.current) return;
          setItems(page.items);
          setPageIndex(index);
          setCursors((known) => [...known.slice(0, index + 1), ...(page.cursor ? [page.cursor] : [])]);
        })
        .catch((error: unknown) => {
          if (call === latest.current) onError(error);
        })
        .finally(() => {
          if (call === latest.current) setLoading(false);
        });
    },
    [fetchPage, onError],
  );

  useEffect(() => {
    setCursors([undefined]);
    load(0, undefined);
  }, [load]);

  const goTo = useCallback(
    (index: number) => {
      if (index >= 0 && index < cursors.length) load(index, cursors[index]);
    },
    [cursors, load],
  );
  const reload = useCallback(() => load(pageIndex, cursors[pageIndex]), [cursors, load, pageIndex]);

  return {
    items,
    loading,
    pageIndex,
    pagesCount: cursors.length,
    hasNext: cursors.length > pageIndex + 1,
    goTo,
    reload,
  };
}
