/**
 * The signed-in shell (spec §2): top bar, side navigation by role, breadcrumbs with the Today button,
 * notifications, the page, and the footer, laid out by AppLayout or on a phone by the shell's own layout
 * (`shell-layouts.ts`). The layout builder's settings shape it live.
 */
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import type { Role, User } from '#shared/domain';

import { applyVisualSettings, defaultLayoutSettings, useLayoutSettings } from '../../layout/layout-settings';
import { LiveProvider } from '../../live';
import { PushOfferSlot } from '../../push/push-offer-slot';
import { useSession } from '../../session';
import { useHideSplash } from '../../splash';
import { TimelineProvider, useTimeline } from '../../timeline';
import { CloudscapeI18n } from '../cloudscape-i18n';
import { MountLater } from '../mount-later';
import { Notifications } from '../notifications';
import { PageErrorBoundary } from '../page-error-boundary';
import { Breadcrumbs, useBreadcrumbItems } from './breadcrumbs';
import { ShellFooter } from './shell-footer';
import { loadShellLayout } from './shell-layouts';
import { SideNav } from './side-nav';
import { mainContentId, SkipLink } from './skip-link';
import { TodayButton } from './today-button';
import { useTopBarModel } from './top-bar-model';
import { useHostelTimeZone } from './use-hostel-time-zone';
import { useNavigationOpen } from './use-navigation-open';

// For `preloadPage`, which asks for the layout as soon as this chunk has run.
export { loadShellLayout } from './shell-layouts';

const fixedContentWidth = 1280;

/** AppLayout, or below 688 px the phone's own layout: chosen when the shell first renders. */
const ShellLayoutChunk = lazy(loadShellLayout);
/** The layout's top bar: Cloudscape's top navigation, or below 688 px the phone's own bar. */
const LayoutTopBar = lazy(() => loadShellLayout().then((module) => ({ default: module.TopBar })));

// Memoised: the shell re-renders for its panels and settings, and each render of Cloudscape's top
// navigation measures its utilities again (issue 28).
const ShellTopBar = memo(function ShellTopBar({ user, onBell }: { user: User; onBell(): void }) {
  return <LayoutTopBar model={useTopBarModel(user, onBell)} />;
});

/**
 * The breadcrumbs and the Today button. The hostel's time zone is read here, so its answer re-renders
 * this bar alone, not the layout, the top bar and the side navigation around it.
 */
const ShellSubheader = memo(function ShellSubheader({ role }: { role: Role }) {
  const hostelTimeZone = useHostelTimeZone();
  return (
    <div className="shell-subheader">
      <div className="shell-subheader-crumbs">
        <Breadcrumbs role={role} />
      </div>
      <div className="shell-subheader-today">
        <TodayButton timeZone={hostelTimeZone} />
      </div>
    </div>
  );
});

function PageTitle({ role }: { role: Parameters<typeof useBreadcrumbItems>[0] }) {
  const { t } = useTranslation();
  const items = useBreadcrumbItems(role);
  const title = items[items.length - 1]?.text;
  useEffect(() => {
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [title, t]);
  return null;
}

/** The shell with what it shares with its pages: how they learn of changes, and the open timeline. */
export default function Shell() {
  const { user } = useSession();
  return (
    <LiveProvider enabled={!!user && user.status === undefined}>
      <TimelineProvider>
        {/* Above the layout, whose renders would otherwise re-render every Cloudscape component (issue 28). */}
        <CloudscapeI18n>
          <ShellLayout />
        </CloudscapeI18n>
      </TimelineProvider>
    </LiveProvider>
  );
}

function ShellLayout() {
  const { user } = useSession();
  const timeline = useTimeline();
  const [notesOpen, setNotesOpen] = useState(false);
  const { settings } = useLayoutSettings();
  const { pathname } = useLocation();
  const [navigationOpen, setNavigationOpen] = useNavigationOpen(settings.navigation);
  useHideSplash();
  // The parts of the layout made once per user, page or setting: a render of the shell for something else
  // (a panel opened, the settings read) re-renders none of them. On a phone's first visit each render of
  // the top bar and the side navigation was a long task (issue 28).
  const onBell = useCallback(() => setNotesOpen((open) => !open), []);
  const role = user?.role;
  const awaitingApproval = user?.status !== undefined;
  // On a phone the side navigation is closed and the sub-header's row is kept: both mount after the page.
  const navigation = useMemo(
    () =>
      role && (
        <MountLater>
          <SideNav role={role} awaitingApproval={awaitingApproval} />
        </MountLater>
      ),
    [role, awaitingApproval],
  );
  const subheader = useMemo(
    () =>
      role && settings.breadcrumbs ? (
        <MountLater placeholder={<div className="shell-subheader" />}>
          <ShellSubheader role={role} />
        </MountLater>
      ) : undefined,
    [role, settings.breadcrumbs],
  );
  const userId = user?._id;
  const notifications = useMemo(
    () =>
      userId && (
        <>
          <Notifications />
          <PushOfferSlot key={userId} userId={userId} />
        </>
      ),
    [userId],
  );
  const content = useMemo(
    () => (
      <div id={mainContentId} className="shell-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          {/* The page's room while its chunk loads: the footer below it would move when it comes (CLS). */}
          <Suspense
            fallback={
              <div className="shell-page-loading">
                <Spinner size="large" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
    ),
    [pathname],
  );

  useEffect(() => {
    applyVisualSettings(settings);
  }, [settings]);
  // Mode and density are page-wide; the public pages are always light and comfortable.
  useEffect(() => () => applyVisualSettings(defaultLayoutSettings), []);
  if (!user) return null;
  return (
    <>
      <PageTitle role={user.role} />
      <SkipLink />
      <div
        id="shell-header"
        className={settings.stickyHeader ? 'shell-header shell-header--sticky' : 'shell-header'}
      >
        <MountLater placeholder={<div className="shell-top-bar-room" />}>
          <Suspense fallback={<div className="shell-top-bar-room" />}>
            <ShellTopBar user={user} onBell={onBell} />
          </Suspense>
        </MountLater>
      </div>
      <ShellLayoutChunk
        navigation={navigation}
        navigationOpen={navigationOpen}
        onNavigationChange={setNavigationOpen}
        breadcrumbs={subheader}
        notifications={notifications}
        notesOpen={notesOpen}
        onNotesChange={setNotesOpen}
        timelineRequestId={timeline.requestId}
        onTimelineClose={timeline.close}
        stickyHeader={settings.stickyHeader}
        footer={settings.footer}
        maxContentWidth={settings.contentWidth === 'fixed' ? fixedContentWidth : Number.MAX_VALUE}
        content={content}
      />
      {settings.footer && <ShellFooter />}
    </>
  );
}
