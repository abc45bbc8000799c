/**
 * One read as a screen sees it: what was answered, whether a load is running, why the last one failed,
 * and `reload()`. Only the latest load lands: an answer that arrives after the screen has gone, or after
 * a newer load began, is dropped, so a slow first page can never overwrite a quicker second one.
 *
 * `load` runs again whenever it changes (a new filter, a new page), so pass a `useCallback`; `undefined`
 * waits. It receives what is shown, for loads that extend it (a next page). What was shown stays until
 * the next answer replaces it, and a failure keeps it. A read refused because the store is down for now
 * (`server.unavailable`) is tried again by itself after the server's Retry-After, longer each time.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

import { isUnavailable } from '../api/reachability';

/** Longest pause between tries of a read while the store is down. */
const mostRetrySeconds = 30;

export interface ApiQuery<T> {
  data: T | undefined;
  loading: boolean;
  /** The last load's failure, until a load succeeds. */
  error: unknown;
  reload(): void;
}

interface State<T> {
  data?: T;
  loading: boolean;
  error?: unknown;
  /** The load that answered (or failed) last. */
  of?: unknown;
}

export function useApiQuery<T>(
  load: ((shown: T | undefined) => Promise<T>) | undefined,
  /** Told of each failure of the latest load, e.g. to put it in the Flashbar. */
  onError?: (error: unknown) => void,
): ApiQuery<T> {
  const [state, setState] = useState<State<T>>({ loading: load !== undefined });
  const [reloads, setReloads] = useState(0);
  const shown = useRef<T>(undefined);
  // Read when a load fails, so a new callback each render does not load again.
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });

  // Tries of the current load since the store was last reached.
  const tries = useRef(0);

  useEffect(() => {
    if (!load) return;
    let stale = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A transition too: set from this effect at the default priority it re-rendered, in one task, the
    // whole screen that had just mounted (a phone's admin cards: ~30 ms, issue 28).
    startTransition(() =>
      setState((previous) => (previous.loading ? previous : { ...previous, loading: true })),
    );
    load(shown.current).then(
      (data) => {
        if (stale) return;
        tries.current = 0;
        shown.current = data;
        // An answer renders as a transition, in slices that yield to the browser: a dashboard's table
        // would otherwise render in one long task on a phone (docs/performance.md).
        startTransition(() => setState({ data, loading: false, of: load }));
      },
      (error: unknown) => {
        if (stale) return;
        setState((previous) => ({ ...previous, loading: false, error, of: load }));
        failed.current?.(error);
        if (isUnavailable(error)) {
          const seconds = Math.min((error.retryAfterSeconds ?? 5) * 2 ** tries.current, mostRetrySeconds);
          tries.current += 1;
          retry = setTimeout(() => setReloads((count) => count + 1), seconds * 1000);
        }
      },
    );
    return () => {
      stale = true;
      clearTimeout(retry);
    };
  }, [load, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // A new load is loading from the render that brings it, before its effect has run: what is shown
  // belongs to the previous one.
  const loading = load !== undefined && (state.loading || state.of !== load);
  return { data: state.data, loading, error: state.error, reload };
}
