/**
 * The shell's layout from 688 px up (`shell-layouts.ts`): Cloudscape's AppLayout with the side navigation,
 * the breadcrumbs, the notifications panel as its tools and the request timeline as its split panel.
 */
import AppLayout from '@cloudscape-design/components/app-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { NotificationsPanel, type ShellLayoutProps, TimelinePanel } from './shell-layouts';

// The top bar that goes with this layout (the shell shows it above the layout).
export { TopBar } from './top-bar';

export default function DesktopLayout(props: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const { notesOpen, onNotesChange, timelineRequestId } = props;
  // Cloudscape's narrow-window toolbar sets aria-orientation on its <nav>, which ARIA does not allow there.
  useEffect(() => {
    const strip = () =>
      document
        .querySelectorAll('nav[aria-orientation]')
        .forEach((nav) => nav.removeAttribute('aria-orientation'));
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-orientation'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <AppLayout
      headerSelector={props.stickyHeader ? '#shell-header' : undefined}
      footerSelector={props.footer ? '#shell-footer' : undefined}
      navigation={props.navigation}
      navigationOpen={props.navigationOpen}
      onNavigationChange={({ detail }) => props.onNavigationChange(detail.open)}
      breadcrumbs={props.breadcrumbs}
      notifications={props.notifications}
      tools={
        notesOpen ? (
          <Suspense fallback={<Spinner />}>
            <NotificationsPanel onOpenRequest={() => onNotesChange(false)} />
          </Suspense>
        ) : (
          <></>
        )
      }
      toolsOpen={notesOpen}
      // Wide enough for the three tabs side by side in every language.
      toolsWidth={400}
      // The top bar's bell opens the panel; the layout's own toggle would be a second bell.
      toolsHide={!notesOpen}
      onToolsChange={({ detail }) => onNotesChange(detail.open)}
      ariaLabels={{ tools: t('notes.title'), toolsClose: t('notes.close'), toolsToggle: t('notes.title') }}
      splitPanel={
        timelineRequestId ? (
          <Suspense fallback={null}>
            <TimelinePanel requestId={timelineRequestId} />
          </Suspense>
        ) : undefined
      }
      splitPanelOpen={timelineRequestId !== undefined}
      onSplitPanelToggle={({ detail }) => {
        if (!detail.open) props.onTimelineClose();
      }}
      splitPanelPreferences={{ position: 'side' }}
      maxContentWidth={props.maxContentWidth}
      content={props.content}
    />
  );
}
