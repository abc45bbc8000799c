/**
 * The shell's two page layouts, each a chunk of its own: Cloudscape's AppLayout from 688 px up, and below
 * it a phone layout of the shell's own (`phone-layout.tsx`). On a phone's first visit AppLayout was the
 * largest cost left (issue 28): its container queries and resize observers lay the page out inside its
 * commits; without it the first visit's blocking time by thread time fell by more than half
 * (docs/performance.md, ninth part).
 *
 * The layout is chosen once a page load, when the shell first renders: a phone turned sideways (wider
 * than 688 px) keeps its layout and, with it, the page and whatever was typed into it, which swapping
 * layouts would remount.
 */
import { lazy, type ReactNode } from 'react';

import { onPhone } from '../../hooks/use-media-query';

/** What the shell hands its layout: its parts, made once (`shell.tsx`), and the panels' state. */
export interface ShellLayoutProps {
  navigation: ReactNode;
  navigationOpen: boolean;
  onNavigationChange(open: boolean): void;
  /** The breadcrumbs and the Today button, when the layout settings show them. */
  breadcrumbs: ReactNode;
  notifications: ReactNode;
  /** The notifications panel, opened by the top bar's bell. */
  notesOpen: boolean;
  onNotesChange(open: boolean): void;
  /** The request whose timeline is open, if any. */
  timelineRequestId: string | undefined;
  onTimelineClose(): void;
  content: ReactNode;
  stickyHeader: boolean;
  footer: boolean;
  maxContentWidth: number;
}

/** The layout this screen gets; `preloadPage` asks for it as soon as the shell's chunk has run. */
export const loadShellLayout = () => (onPhone() ? import('./phone-layout') : import('./desktop-layout'));

// The panels both layouts open, each loaded when first opened, so the shell stays within its budget.
export const NotificationsPanel = lazy(() =>
  import('../../live/notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);
export const TimelinePanel = lazy(() =>
  import('../../timeline/timeline-panel').then((module) => ({ default: module.TimelinePanel })),
);
/** The timeline without Cloudscape's split panel, which only lives inside AppLayout. */
export const TimelineContent = lazy(() =>
  import('../../timeline/timeline-panel').then((module) => ({ default: module.TimelineContent })),
);
