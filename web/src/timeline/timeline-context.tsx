/**
 * Which request's timeline the side panel shows. Any table (or a notification) opens it with
 * `useTimeline().open(id)`; the shell shows it in its split panel. Without the shell (a page rendered
 * alone) opening does nothing.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface Timeline {
  /** The request shown, if the panel is open. */
  requestId: string | undefined;
  open(requestId: string): void;
  close(): void;
}

const TimelineContext = createContext<Timeline>({
  requestId: undefined,
  open: () => undefined,
  close: () => undefined,
});

/** A mailed link (`/dashboard/<role>?request=<id>`) opens the page with that request's timeline. */
const linkedRequest = () => new URLSearchParams(window.location.search).get('request') ?? undefined;

export function TimelineProvider({ children }: { children: ReactNode }) {
  const [requestId, setRequestId] = useState<string | undefined>(linkedRequest);
  const value = useMemo<Timeline>(
    () => ({ requestId, open: setRequestId, close: () => setRequestId(undefined) }),
    [requestId],
  );
  return <TimelineContext.Provider value={value}>{children}</TimelineContext.Provider>;
}

export const useTimeline = () => useContext(TimelineContext);
