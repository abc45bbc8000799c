/**
 * The notification queue behind `useNotify()`. It holds plain messages; `notifications.tsx` renders them
 * with Cloudscape's Flashbar, so this provider can sit at the app's root without loading Flashbar there.
 *
 * An error stays until it no longer holds (issue 28: old banners piled up after later successes): the
 * form or dialog that reported it succeeds, or reports something newer (one banner per source); a failure
 * to reach the server goes when the server answers again; every error goes when the reader moves to
 * another page. The same text is never shown twice.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { onReachability } from '../api/reachability';

export interface Notice {
  id: string;
  /** `info` is the calm "the store is down, trying again" notice: one at most, gone once it is back. */
  type: 'success' | 'error' | 'info';
  text: string;
  /** The form, dialog or screen that reported it (a `useId()`), whose next outcome replaces it. */
  source?: string;
  /** No answer came at all: any later answer from the server settles it. */
  network?: boolean;
}

export interface PushOptions {
  source?: string;
  network?: boolean;
}

interface NotifyState {
  notices: Notice[];
  push(type: Notice['type'], text: string, options?: PushOptions): void;
  dismiss(id: string): void;
  /** The errors that match go: the thing they reported is fixed, or the reader moved on. */
  clearErrors(which?: (notice: Notice) => boolean): void;
}

/** The id of the one "trying again" notice, so a second failure replaces it instead of adding another. */
export const unavailableNoticeId = 'notice-unavailable';

/** Successes go away on their own; errors stay until they no longer hold or are dismissed. */
export const successTimeoutMs = 5000;
const maxNotices = 5;

const NotifyContext = createContext<NotifyState | null>(null);

const replaces = (type: Notice['type'], text: string, source: string | undefined) => (notice: Notice) =>
  notice.text === text ||
  (type === 'error' && !!source && notice.type === 'error' && notice.source === source);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const clearErrors = useCallback((which: (notice: Notice) => boolean = () => true) => {
    setNotices((current) => {
      const kept = current.filter((notice) => notice.type !== 'error' || !which(notice));
      return kept.length === current.length ? current : kept;
    });
  }, []);

  // The store answers again: the "trying again" notice has nothing more to say.
  useEffect(() => onReachability((reachable) => reachable && dismiss(unavailableNoticeId)), [dismiss]);

  const push = useCallback(
    (type: Notice['type'], text: string, options: PushOptions = {}) => {
      counter.current += 1;
      const id = type === 'info' ? unavailableNoticeId : `notice-${counter.current}`;
      const replaced = replaces(type, text, options.source);
      setNotices((current) =>
        [{ id, type, text, ...options }, ...current.filter((n) => !replaced(n) && n.id !== id)].slice(
          0,
          maxNotices,
        ),
      );
      if (type === 'success') setTimeout(() => dismiss(id), successTimeoutMs);
    },
    [dismiss],
  );

  const state = useMemo(
    () => ({ notices, push, dismiss, clearErrors }),
    [notices, push, dismiss, clearErrors],
  );
  return <NotifyContext.Provider value={state}>{children}</NotifyContext.Provider>;
}

export function useNotifyState(): NotifyState {
  const state = useContext(NotifyContext);
  if (!state) throw new Error('useNotify() needs a <NotificationsProvider> above it');
  return state;
}
