/**
 * The split panel (on a phone, the panel's content) with one request's timeline: created, allotted to
 * whom, turned back or rejected with what reason, completed with its times, rated. A keeper's action shows when it was tapped, and when it
 * reached the server if the phone sent it over a minute later. The keeper's photos of Done show below it. Times show in the viewer's language and time zone (the
 * browser's); the panel reloads when the hostel's change stamp moves.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import SplitPanel from '@cloudscape-design/components/split-panel';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { HistoryEntry } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import { callApi } from '../api/client';
import { formatDate, formatInstant } from '../components/format';
import { RequestStatusIndicator } from '../components/request-status';
import { useApiQuery } from '../hooks/use-api-query';
import { useOnChange } from '../live';
import { RecleanLinks } from './reclean-links';

function entryText(
  t: TFunction<['shell', 'dashboard', 'recurring', 'inspections']>,
  entry: HistoryEntry,
): string {
  const values = { by: entry.byName, note: entry.note ?? '' };
  switch (entry.action) {
    case 'create':
      return t('timeline.create', values);
    case 'allot':
      return t('timeline.allot', values);
    case 'start':
      return t('timeline.start', values);
    case 'reject':
      return entry.status === 'Pending' ? t('timeline.turnedBack', values) : t('timeline.rejected', values);
    case 'complete':
      return t('timeline.complete', values);
    case 'delete':
      return t('timeline.delete', values);
    case 'release':
      return t('timeline.release', values);
    case 'move':
      return t('timeline.move', values);
    case 'skip':
      return t('recurring:timeline.skip', values);
    case 'scan':
      return t('timeline.scan', values);
    case 'inspect':
      // The note lists the failed items (issue 32): a default item by its id, else the admin's own name.
      return entry.note
        ? t('inspections:timeline.inspectFailed', {
            ...values,
            note: entry.note
              .split(', ')
              .map((item) => t(`inspections:item.${item}`, { defaultValue: item }))
              .join(', '),
          })
        : t('inspections:timeline.inspectPassed', values);
    case 'reclean':
      return t('inspections:timeline.reclean', values);
  }
}

/** The keeper's photos (issue 32), loaded only for a timeline that has some. */
const TimelinePhotos = lazy(() =>
  import('../photos/timeline-photos').then((module) => ({ default: module.TimelinePhotos })),
);

/** How far an action's arrival may trail its tap before the timeline shows both (a phone's slow send). */
const lateMs = 60_000;

/** An action tapped offline that reached the server over a minute later: the entry shows both times. */
const arrivedLate = (entry: HistoryEntry) =>
  entry.tappedAt !== undefined && Math.abs(Date.parse(entry.at) - Date.parse(entry.tappedAt)) > lateMs;

/** The panel; its body may wait for the status texts' namespace without suspending the shell. */
export function TimelinePanel({ requestId }: { requestId: string }) {
  const { t } = useTranslation('shell');
  return (
    <SplitPanel header={t('timeline.panel')} closeBehavior="hide" hidePreferencesButton>
      <TimelineContent requestId={requestId} />
    </SplitPanel>
  );
}

/** The timeline itself, for a layout that frames it without AppLayout's split panel (a phone's). */
export function TimelineContent({ requestId }: { requestId: string }) {
  return (
    <Suspense fallback={<Spinner size="large" />}>
      <TimelineBody requestId={requestId} />
    </Suspense>
  );
}

function TimelineBody({ requestId }: { requestId: string }) {
  // `recurring`: a regular clean's words (issue 31), loaded with the panel rather than with every page.
  const { t, i18n } = useTranslation(['shell', 'dashboard', 'recurring', 'inspections']);
  const load = useCallback(
    async () => (await callApi('requestTimeline', { query: { id: requestId } })).data,
    [requestId],
  );
  const { data, error, reload } = useApiQuery(load);
  useOnChange(reload);
  const language = i18n.resolvedLanguage ?? 'en';
  const matches = data?._id === requestId;

  return (
    <>
      {!matches && !error && <Spinner size="large" />}
      {error !== undefined && !matches && <Alert type="error">{t('timeline.failed')}</Alert>}
      {matches && (
        <SpaceBetween size="m">
          <Box variant="h3">
            {t('timeline.title', { room: data.room, date: formatDate(data.date, language) })}
          </Box>
          {data.recurrenceId !== undefined && <Box variant="small">{t('recurring:timeline.recurring')}</Box>}
          <ColumnLayout columns={3} variant="text-grid">
            <div>
              <Box variant="awsui-key-label">{t('timeline.status')}</Box>
              <RequestStatusIndicator
                status={data.requestStatus as RequestStatus}
                startedAt={data.startedAt}
              />
            </div>
            <div>
              <Box variant="awsui-key-label">{t('timeline.when')}</Box>
              <div>{`${formatDate(data.date, language)} ${data.time}`}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('timeline.student')}</Box>
              <div>{data.studentName}</div>
            </div>
          </ColumnLayout>
          <ol className="timeline" aria-label={t('timeline.panel')}>
            {data.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <Box variant="small" color="text-body-secondary">
                  <time dateTime={entry.tappedAt ?? entry.at}>
                    {formatInstant(entry.tappedAt ?? entry.at, language)}
                  </time>
                </Box>
                <div>{entryText(t, entry)}</div>
                {arrivedLate(entry) && (
                  <Box variant="small" color="text-body-secondary">
                    {t('timeline.arrived', { time: formatInstant(entry.at, language) })}
                  </Box>
                )}
                {entry.action === 'complete' && data.timeIn && data.timeOut && (
                  <Box variant="small">
                    {t('timeline.times', { timeIn: data.timeIn, timeOut: data.timeOut })}
                  </Box>
                )}
              </li>
            ))}
            {data.rated && (
              <li>
                <div>{t('timeline.rated')}</div>
              </li>
            )}
          </ol>
          <RecleanLinks
            requestId={data._id}
            completed={data.requestStatus === 'Completed'}
            recleanOf={data.recleanOf}
            recleanId={data.recleanId}
          />
          {data.photos !== undefined && <TimelinePhotos photos={data.photos} />}
          {data.olderEntries !== undefined && (
            <Box variant="small">{t('timeline.older', { count: data.olderEntries })}</Box>
          )}
        </SpaceBetween>
      )}
    </>
  );
}
