/**
 * How the client learns of changes: the one module that knows. Today it polls `GET /api/live` (the
 * hostel's change stamp and the caller's unread count) every 10 s while the tab is visible, with the
 * ETag it last got, so an unchanged answer is a 304 with no body; it stops while the tab is hidden and
 * asks at once when it shows again. A WebSocket push could replace the poll behind the same hooks.
 *
 * Pages call `useOnChange(refetch)`: it runs when the stamp moves after the page first loaded, never on
 * the first answer, so a page loads once and then only when someone changed something.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { liveTag } from '#shared/notification-kinds';

import { callApi } from '../api/client';

/** Within the 20 s, with room for one slow answer. */
export const pollMilliseconds = 10_000;

interface Live {
  /** The hostel's change stamp; undefined before the first answer. */
  stamp: number | undefined;
  unread: number;
  /** Ask now (after the caller's own change, or after marking read). */
  poll(): void;
}

const LiveContext = createContext<Live>({ stamp: undefined, unread: 0, poll: () => undefined });

/** Polls while `enabled` (signed in, not awaiting approval) and the tab is visible. */
export function LiveProvider({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const [state, setState] = useState<{ stamp?: number; unread: number }>({ unread: 0 });
  const etag = useRef<string | undefined>(undefined);
  const pollRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(poll, pollMilliseconds);
    };
    async function poll() {
      if (running || stopped) return;
      running = true;
      try {
        const answer = await callApi('live', {
          headers: etag.current ? { 'if-none-match': etag.current } : {},
        });
        if (answer.status === 200 && !stopped) {
          etag.current = liveTag(answer.data);
          // A transition: every page that follows the stamp re-renders for it, and at the default
          // priority the first answer re-rendered a phone's whole dashboard in one task (issue 28).
          const { stamp, unread } = answer.data;
          startTransition(() => setState({ stamp, unread }));
        }
      } catch {
        // Offline or signed out: the next poll tries again; the pages keep what they show.
      } finally {
        running = false;
        schedule();
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
      else clearTimeout(timer);
    };
    pollRef.current = () => void poll();
    document.addEventListener('visibilitychange', onVisibility);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);

  const value = useMemo<Live>(
    () => ({ stamp: state.stamp, unread: state.unread, poll: () => pollRef.current() }),
    [state.stamp, state.unread],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export const useLive = () => useContext(LiveContext);

/** Runs `refetch` each time the hostel's stamp moves after the first answer this page saw. */
export function useOnChange(refetch: () => void): void {
  const { stamp } = useLive();
  const seen = useRef<number | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (stamp === undefined) return;
    if (seen.current !== undefined && stamp !== seen.current) latest.current();
    seen.current = stamp;
  }, [stamp]);
}
