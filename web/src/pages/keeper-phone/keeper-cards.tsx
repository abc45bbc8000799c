/**
 * The keeper's requests on a phone: one card each, grouped by day (today first, then the days ahead,
 * then any day already past), and within a day in walking order — floor, room, then time. Each card
 * shows where, when and the student's note in its summary, the student with tap-to-call and tap-to-mail
 * (where the list carries them), its status, and for a Scheduled one the actions as full-width buttons
 * big enough for a thumb.
 */
import './keeper-cards.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';
import { RecurringMark } from '#web/components/format';
import { RequestStatusIndicator } from '#web/components/request-status';
import { TimelineLink } from '#web/timeline';

import { type CardRow, groupByDay } from './walking-order';

/**
 * The photo picker (Cloudscape's FileUpload, issue 32) is a chunk of its own, asked for once a card can be
 * started, and shows after Start above Done. Once loaded it renders in the same commit as the Done button:
 * a picker that came a moment after the button moved Done down under the keeper's tap, and the tap meant
 * for Done opened the picker instead (seen in the browser suite).
 */
type DonePhotosModule = typeof import('#web/photos/done-photos');
let donePhotos: DonePhotosModule | undefined;
const loadDonePhotos = () =>
  import('#web/photos/done-photos').then((module) => {
    donePhotos = module;
    return module;
  });
const LazyDonePhotos = lazy(() => loadDonePhotos().then((module) => ({ default: module.DonePhotos })));

function DonePhotos(props: Parameters<DonePhotosModule['DonePhotos']>[0]) {
  const Loaded = donePhotos?.DonePhotos;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyDonePhotos {...props} />
    </Suspense>
  );
}

export interface CardActions {
  /** When this device took Start for the request (sent or waiting), else the server's `startedAt`. */
  startedAt(request: ListedRequest): string | undefined;
  /** Done or Can't clean waits on this phone to be sent. */
  waiting(request: ListedRequest): boolean;
  onStart(request: ListedRequest): void;
  onDone(request: ListedRequest): void;
  onCantClean(request: ListedRequest): void;
  /** The spec's Complete dialog, to give or correct the times (the dashboard has it). */
  onTimes?(request: ListedRequest): void;
  /** The request whose action is being sent. */
  busyId: string | undefined;
  /** Photos chosen for the request's Done, and choosing them (issue 32); no picker without these. */
  photos?(request: ListedRequest): readonly File[];
  onPhotos?(request: ListedRequest, files: File[]): void;
  /** How many photos wait on this phone with the request's Done. */
  waitingPhotos?(request: ListedRequest): number;
}

interface KeeperCardsProps extends CardActions {
  rows: readonly CardRow[];
  today: string;
  /** What shows when there is no request (the spec's empty text). */
  empty?: string;
}

export function KeeperCards({ rows, today, empty, ...actions }: KeeperCardsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const canPhotograph =
    Boolean(actions.onPhotos) && rows.some((row) => row.request.requestStatus === 'Scheduled');
  useEffect(() => {
    if (canPhotograph) loadDonePhotos().catch(() => {});
  }, [canPhotograph]);
  if (rows.length === 0 && empty)
    return (
      <Box textAlign="center" color="inherit" padding="m">
        {empty}
      </Box>
    );
  return (
    <SpaceBetween size="l">
      {groupByDay(rows, today).map(({ date, rows: dayRows }) => (
        <section key={date} aria-label={formatDate(date, i18n.language)}>
          <SpaceBetween size="s">
            <Header variant="h2" counter={`(${dayRows.length})`}>
              {date === today
                ? `${t('keeper.today')} · ${formatDate(date, i18n.language)}`
                : formatDate(date, i18n.language)}
            </Header>
            {dayRows.map((row) => (
              <KeeperCard key={row.request._id} row={row} {...actions} />
            ))}
          </SpaceBetween>
        </section>
      ))}
    </SpaceBetween>
  );
}

function KeeperCard({ row, ...actions }: { row: CardRow } & CardActions) {
  const { t, i18n } = useTranslation('dashboard');
  const { request, studentData } = row;
  const startedAt = actions.startedAt(request);
  const waiting = actions.waiting(request);
  const busy = actions.busyId === request._id;
  const waitingPhotos = actions.waitingPhotos?.(request) ?? 0;
  const name = request.studentName;
  return (
    <Container
      header={
        // The summary a keeper plans from: where, when, and the student's note ("Door code 4711").
        <Header
          variant="h3"
          description={[t('keeper.at', { time: request.time }), request.message].filter(Boolean).join(' · ')}
        >
          {t('keeper.place', { room: request.room, floor: request.floor })}
          <RecurringMark recurrenceId={request.recurrenceId} />
        </Header>
      }
    >
      <SpaceBetween size="s">
        <div className="keeper-card__contact">
          {/* As a table row's date does, the card's date opens the request's timeline. */}
          <TimelineLink requestId={request._id}>
            {`${formatDate(request.date, i18n.language)} · ${t('keeper.timeline')}`}
          </TimelineLink>
        </div>
        <RequestStatusIndicator status={request.requestStatus} startedAt={startedAt} />
        <Box fontWeight="bold">{name}</Box>
        {studentData && (
          <div className="keeper-card__contact">
            {studentData.phone && (
              <Link href={`tel:${studentData.phone}`} ariaLabel={t('keeper.call', { name })}>
                {studentData.phone}
              </Link>
            )}
            {studentData.email && (
              <Link href={`mailto:${studentData.email}`} ariaLabel={t('keeper.mail', { name })}>
                {studentData.email}
              </Link>
            )}
          </div>
        )}
        {request.timeIn && request.timeOut && <Box>{`${request.timeIn}–${request.timeOut}`}</Box>}
        {waiting && <StatusIndicator type="pending">{t('keeper.waitingToSend')}</StatusIndicator>}
        {waitingPhotos > 0 && (
          <StatusIndicator type="pending">{t('photos.waiting', { count: waitingPhotos })}</StatusIndicator>
        )}
        {request.requestStatus === 'Scheduled' && !waiting && startedAt !== undefined && actions.onPhotos && (
          <DonePhotos
            value={actions.photos?.(request) ?? []}
            onChange={(files) => actions.onPhotos?.(request, files)}
          />
        )}
        {request.requestStatus === 'Scheduled' && !waiting && (
          <div className="keeper-card__actions">
            {startedAt === undefined ? (
              <Button variant="primary" fullWidth loading={busy} onClick={() => actions.onStart(request)}>
                {t('keeper.start')}
              </Button>
            ) : (
              <Button variant="primary" fullWidth loading={busy} onClick={() => actions.onDone(request)}>
                {t('keeper.done')}
              </Button>
            )}
            {/* The times are given afterwards for a clean not started here; after Start, Done records them. */}
            {startedAt === undefined && actions.onTimes && (
              <Button fullWidth disabled={busy} onClick={() => actions.onTimes?.(request)}>
                {t('keeper.markCompleted')}
              </Button>
            )}
            <Button fullWidth disabled={busy} onClick={() => actions.onCantClean(request)}>
              {t('keeper.cantClean')}
            </Button>
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}
