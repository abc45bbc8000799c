/**
 * The notification queue behind `useNotify()`. It holds plain messages; `notifications.tsx` renders them
 * with Cloudscape's Flashbar, so this provider can sit at the app's root without loading Flashbar there.
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
}

interface NotifyState {
  notices: Notice[];
  push(type: Notice['type'], text: string): void;
  dismiss(id: string): void;
}

/** The id of the one "trying again" notice, so a second failure replaces it instead of adding another. */
export const unavailableNoticeId = 'notice-unavailable';

/** Successes go away on their own; errors stay until dismissed, so nobody misses a failure. */
export const successTimeoutMs = 5000;
const maxNotices = 5;

const NotifyContext = createContext<NotifyState | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  // The store answers again: the "trying again" notice has nothing more to say.
  useEffect(() => onReachability((reachable) => reachable && dismiss(unavailableNoticeId)), [dismiss]);

  const push = useCallback(
    (type: Notice['type'], text: string) => {
      counter.current += 1;
      const id = type === 'info' ? unavailableNoticeId : `notice-${counter.current}`;
      setNotices((current) =>
        [{ id, type, text }, ...current.filter((n) => n.text !== text && n.id !== id)].slice(0, maxNotices),
      );
      if (type === 'success') setTimeout(() => dismiss(id), successTimeoutMs);
    },
    [dismiss],
  );

  const state = useMemo(() => ({ notices, push, dismiss }), [notices, push, dismiss]);
  return <NotifyContext.Provider value={state}>{children}</NotifyContext.Provider>;
}

export function useNotifyState(): NotifyState {
  const state = useContext(NotifyContext);
  if (!state) throw new Error('useNotify() needs a <NotificationsProvider> above it');
  return state;
}
