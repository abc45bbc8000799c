/**
 * Server-side pages of a cursor-paginated list (`{items, cursor?}`): remembers the cursor of every page
 * seen so the user can go back, knows there is a next page while the server hands out a cursor, and
 * starts again from the first page whenever `fetchPage` changes (new filters or search). Failures go to
 * `onError` and leave the last page shown.
 */
import { useCallback, useState } from 'react';

import type { Page } from '#shared/domain';

import { useApiQuery } from './use-api-query';

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

type FetchPage<T> = (cursor: string | undefined) => Promise<Page<T>>;

interface Shown<T> {
  /** The list these pages belong to: pages of another search say nothing about this one's cursors. */
  fetchPage: FetchPage<T>;
  items: T[];
  pageIndex: number;
  /** cursors[i] opens page i; page 0 needs none. */
  cursors: (string | undefined)[];
}

const firstOnly: (string | undefined)[] = [undefined];
const noItems: never[] = [];

export function useCursorPages<T>(
  fetchPage: FetchPage<T>,
  onError: (error: unknown) => void,
): CursorPages<T> {
  // The page asked for, a new object each time so that asking for the shown page again reloads it.
  const [asked, setAsked] = useState({ fetchPage, index: 0 });
  const loadPage = useCallback(
    async (shown: Shown<T> | undefined): Promise<Shown<T>> => {
      const index = asked.fetchPage === fetchPage ? asked.index : 0;
      const known = shown?.fetchPage === fetchPage ? shown.cursors : firstOnly;
      const page = await fetchPage(known[index]);
      const cursors = [...known.slice(0, index + 1), ...(page.cursor ? [page.cursor] : [])];
      return { fetchPage, items: page.items, pageIndex: index, cursors };
    },
    [asked, fetchPage],
  );
  const { data, loading } = useApiQuery(loadPage, onError);

  const current = data?.fetchPage === fetchPage ? data : undefined;
  const pageIndex = current?.pageIndex ?? 0;
  const cursors = current?.cursors ?? firstOnly;
  const goTo = useCallback(
    (index: number) => {
      if (index >= 0 && index < cursors.length) setAsked({ fetchPage, index });
    },
    [cursors.length, fetchPage],
  );
  const reload = useCallback(() => setAsked({ fetchPage, index: pageIndex }), [fetchPage, pageIndex]);

  return {
    items: data?.items ?? noItems,
    loading,
    pageIndex,
    pagesCount: cursors.length,
    hasNext: cursors.length > pageIndex + 1,
    goTo,
    reload,
  };
}
