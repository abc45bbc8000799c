/**
 * The shell's layout below 688 px (`shell-layouts.ts`), in place of Cloudscape's AppLayout: a bar with the
 * navigation's toggle beside the breadcrumbs and the Today button, the notifications, the page, and the
 * side navigation, the notifications panel and a request's timeline each as a panel over the page. It
 * lays nothing out from script, so a phone's first visit commits the page without AppLayout's container
 * queries and resize observers (issue 28).
 */
import './phone-layout.css';

import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { type MouseEvent, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PhonePanel } from './phone-panel';
import { NotificationsPanel, type ShellLayoutProps, TimelineContent } from './shell-layouts';

// The top bar that goes with this layout (the shell shows it above the layout).
export { PhoneTopBar as TopBar } from './phone-top-bar';

const navigationId = 'phone-navigation';

export default function PhoneLayout(props: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const { navigationOpen, onNavigationChange, notesOpen, onNotesChange, timelineRequestId } = props;
  const panelOpen = navigationOpen || notesOpen || timelineRequestId !== undefined;
  // Behind an open panel the page is out of reach: the keyboard and a screen reader stay in the panel.
  // Set here, after the panel's own layout effect has taken the focus from the page: an element made
  // inert while it has the focus loses it, and the panel could not give it back on closing.
  const page = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    page.current?.toggleAttribute('inert', panelOpen);
  }, [panelOpen]);
  // A followed link closes the navigation, also one to the page already shown (a new page closes it too,
  // `use-navigation-open.ts`).
  const onNavigationClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onNavigationChange(false);
  };

  return (
    <div className="phone-layout">
      <div className="phone-layout__page" ref={page}>
        <div className="phone-layout__bar">
          <Button
            variant="icon"
            iconName="menu"
            ariaLabel={t('phone.openNavigation')}
            ariaExpanded={navigationOpen}
            ariaControls={navigationId}
            onClick={() => onNavigationChange(true)}
          />
          <div className="phone-layout__crumbs">{props.breadcrumbs}</div>
        </div>
        {props.notifications}
        <main className="phone-layout__content">{props.content}</main>
      </div>
      {navigationOpen && (
        <div id={navigationId} onClick={onNavigationClick}>
          <PhonePanel
            as="nav"
            label={t('phone.navigation')}
            closeLabel={t('phone.closeNavigation')}
            onClose={() => onNavigationChange(false)}
          >
            {props.navigation}
          </PhonePanel>
        </div>
      )}
      {notesOpen && (
        <PhonePanel
          label={t('notes.title')}
          closeLabel={t('notes.close')}
          onClose={() => onNotesChange(false)}
        >
          <Suspense fallback={<Spinner />}>
            <NotificationsPanel onOpenRequest={() => onNotesChange(false)} />
          </Suspense>
        </PhonePanel>
      )}
      {timelineRequestId !== undefined && (
        <PhonePanel
          label={t('timeline.panel')}
          closeLabel={t('phone.closeTimeline')}
          onClose={props.onTimelineClose}
          header={<Header variant="h2">{t('timeline.panel')}</Header>}
        >
          <Suspense fallback={<Spinner size="large" />}>
            <TimelineContent requestId={timelineRequestId} />
          </Suspense>
        </PhonePanel>
      )}
    </div>
  );
}
