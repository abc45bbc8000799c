/**
 * The notifications panel the top bar's bell opens: tabs Alerts (what needs the reader's action), Events
 * (changes to their requests) and Logs (their own recent actions), newest first, with older pages on
 * demand. Opening it marks everything read. Each entry about a request opens that request's timeline.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import HelpPanel from '@cloudscape-design/components/help-panel';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertKinds } from '#shared/notification-kinds';

import { callApi } from '../api/client';
import { formatInstant } from '../components/format';
import { useApiQuery } from '../hooks/use-api-query';
import { useFollow } from '../hooks/use-follow';
import { paths } from '../paths';
import { useTimeline } from '../timeline';
import { useLive, useOnChange } from './live-context';
import { type Notification, notificationText } from './notification-text';

type Tab = 'alerts' | 'events' | 'logs';

const tabOf = (note: Notification): Tab =>
  note.kind === 'done' ? 'logs' : alertKinds.includes(note.kind) ? 'alerts' : 'events';

interface Shown {
  items: Notification[];
  cursor?: string;
}

export function NotificationsPanel({ onOpenRequest }: { onOpenRequest(): void }) {
  // `recurring`: the texts of recurring cleaning's kinds, loaded with the panel rather than with every page.
  const { t, i18n } = useTranslation(['shell', 'recurring', 'inspections']);
  const live = useLive();
  const timeline = useTimeline();
  const onFollow = useFollow();
  const [wanted, setWanted] = useState<{ cursor?: string }>({});
  const load = useCallback(
    async (shown: Shown | undefined): Promise<Shown> => {
      const { data } = await callApi('listNotifications', {
        query: wanted.cursor ? { cursor: wanted.cursor } : {},
      });
      const items = wanted.cursor && shown ? [...shown.items, ...data.items] : data.items;
      return { items, ...(data.cursor ? { cursor: data.cursor } : {}) };
    },
    [wanted],
  );
  const { data, loading } = useApiQuery(load);
  useOnChange(useCallback(() => setWanted({}), []));

  // Opening marks read: once what is shown has loaded, and again when something new arrives while open.
  const unreadShown = data?.items.some((note) => !note.read) ?? false;
  const poll = live.poll;
  useEffect(() => {
    if (!unreadShown && live.unread === 0) return;
    void callApi('readNotifications', { body: { all: true } })
      .then(() => poll())
      .catch(() => undefined);
    // `poll` is stable in effect (it calls the provider's latest poll); only what is unread matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadShown, live.unread]);

  const language = i18n.resolvedLanguage ?? 'en';
  const list = (tab: Tab) => {
    const notes = data?.items.filter((note) => tabOf(note) === tab) ?? [];
    if (!data) return <Spinner />;
    if (notes.length === 0) return <Box color="text-body-secondary">{t('notes.empty')}</Box>;
    return (
      <ul className="block-list">
        {notes.map((note) => {
          const text = notificationText(t, note, language);
          const requestId = note.requestId;
          return (
            <li key={note.id} className={note.read ? 'notification' : 'notification notification-unread'}>
              {/* The sentence and its time each on a line of their own: a <small> ran the time into the text. */}
              <div className="notification-text">
                {requestId ? (
                  <Link
                    onFollow={(event) => {
                      event.preventDefault();
                      timeline.open(requestId);
                      onOpenRequest();
                    }}
                    href="#"
                  >
                    {text}
                  </Link>
                ) : note.kind === 'maintenance' || note.kind === 'maintenanceReported' ? (
                  // A change of the reader's maintenance report (issue 32): their reports show it; a new
                  // report, the admin's board.
                  <Link
                    href={note.kind === 'maintenance' ? paths.myReports : paths.maintenance}
                    onFollow={(event) => {
                      onFollow(event);
                      onOpenRequest();
                    }}
                  >
                    {text}
                  </Link>
                ) : (
                  <Link href={paths.manageStudents} onFollow={onFollow}>
                    {text}
                  </Link>
                )}
              </div>
              {note.kind === 'completed' && requestId && (
                // The completion asks for the stars: the student's dashboard prompts for this cleaning.
                <div className="notification-text">
                  <Link
                    href={`${paths.dashboard('student')}?rate=${encodeURIComponent(requestId)}`}
                    onFollow={(event) => {
                      onFollow(event);
                      onOpenRequest();
                    }}
                  >
                    {t('notes.rateIt')}
                  </Link>
                </div>
              )}
              <div className="notification-time">
                <Box variant="small" color="text-body-secondary">
                  <time dateTime={note.at}>{formatInstant(note.at, language)}</time>
                </Box>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <HelpPanel header={<h2>{t('notes.title')}</h2>}>
      <SpaceBetween size="s">
        <Tabs
          ariaLabel={t('notes.title')}
          tabs={(['alerts', 'events', 'logs'] as const).map((tab) => ({
            id: tab,
            label: t(`notes.tabs.${tab}`),
            content: list(tab),
          }))}
        />
        {data?.cursor && (
          <Button onClick={() => setWanted({ cursor: data.cursor })} loading={loading}>
            {t('notes.older')}
          </Button>
        )}
      </SpaceBetween>
    </HelpPanel>
  );
}
