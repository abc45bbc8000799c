/**
 * A room's page (issue 30): the room, its residents, its requests, who cleaned it and when, its ratings
 * and complaints, its service history and the minutes a clean of its type usually takes — one read of
 * the room. Reloads when the hostel's stamp moves; one column on a phone.
 */
import './board.css';

import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { skipsToFlag } from '#shared/recurrences';
import { RecurringMark } from '#web/components/format';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useOnChange } from '../../live';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { useTypeLabel } from '../rooms/use-room-types';
import { formatWhen } from './room-tile';

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {children.length === 0 ? (
        <Box variant="p">{empty}</Box>
      ) : (
        <ul className="room-page-list">{children}</ul>
      )}
    </Container>
  );
}

export default function RoomPage() {
  const { t, i18n } = useTranslation('board');
  const { t: tStatus } = useTranslation('dashboard');
  const { t: tInspect } = useTranslation('inspections');
  // An admin inspects a clean from here (issue 32); a keeper reads the room.
  const inspects = useSession().user?.role === 'admin';
  const notify = useNotify();
  const typeLabel = useTypeLabel();
  const { roomId = '' } = useParams();
  const load = useCallback(async () => (await callApi('roomPage', { query: { roomId } })).data, [roomId]);
  const page = useApiQuery(load, notify.error);
  useOnChange(page.reload);
  const when = (iso: string) => formatWhen(iso, i18n.language);
  const back = <Link to={paths.roomBoard}>{t('room.back')}</Link>;

  const data = page.data;
  if (!data) return <ContentLayout header={<Header variant="h1">{back}</Header>}>{null}</ContentLayout>;
  const { room } = data;
  const status = (value: string | undefined) =>
    value ? tStatus(`status.${value}` as 'status.Pending', { defaultValue: value }) : '';

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('room.place', { building: room.building, floor: room.floor })}
          actions={
            // A problem found in the room goes to the maintenance board (issue 32).
            <Link to={paths.reportProblem(room.id)}>{t('room.reportProblem')}</Link>
          }
        >
          {t('room.title', { number: room.number })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {back}
        <Container>
          <ColumnLayout columns={4} variant="text-grid" minColumnWidth={140}>
            <div>
              <Box variant="awsui-key-label">{t('room.type')}</Box>
              <div>{typeLabel(undefined, room.typeId)}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('room.beds')}</Box>
              <div>{room.beds}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('room.minutes')}</Box>
              <div>{t('room.minutesValue', { count: data.minutes })}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('state')}</Box>
              <div>{room.inService ? t('room.inService') : t('room.outOfService')}</div>
              {(room.skipsInARow ?? 0) >= skipsToFlag && (
                <span className="board-wait">{t('skipped', { count: room.skipsInARow })}</span>
              )}
            </div>
          </ColumnLayout>
        </Container>
        <Section title={t('room.residents')} empty={t('room.noResidents')}>
          {data.residents.map((resident) => (
            <li key={resident.userId}>
              {resident.name}
              {resident.bed ? ` · ${t('room.bed', { bed: resident.bed })}` : ''}
            </li>
          ))}
        </Section>
        <Section title={t('room.cleans')} empty={t('room.noCleans')}>
          {data.cleans.map((clean) => (
            <li key={clean.requestId}>
              {t('room.cleanedBy', { when: when(clean.at), name: clean.keeperName })}
              {inspects && (
                <>
                  {' · '}
                  <Link to={paths.inspect(clean.requestId)}>{tInspect('inspect.open')}</Link>
                </>
              )}
            </li>
          ))}
        </Section>
        <Section title={t('room.ratings')} empty={t('room.noRatings')}>
          {data.ratings.map((rating) => (
            <li key={rating.requestId}>
              {t('room.stars', { count: rating.stars })} · {when(rating.at)}
              {rating.keeperName ? ` · ${rating.keeperName}` : ''}
              {rating.complaint ? ` · ${t('room.complaint')}` : ''}
            </li>
          ))}
        </Section>
        <Section title={t('room.requests')} empty={t('room.noRequests')}>
          {data.requests.map((request) => (
            <li key={request.requestId}>
              {request.date} {request.time ?? ''} {status(request.requestStatus)}
              {request.studentName ? ` · ${request.studentName}` : ''}
              {request.roomkeeper ? ` · ${request.roomkeeper}` : ''}
              <RecurringMark recurrenceId={request.recurrenceId} />
            </li>
          ))}
        </Section>
        <Section title={t('room.history')} empty="—">
          {data.events.map((event) => (
            <li key={event.at}>
              {when(event.at)} ·{' '}
              {t(`room.eventKinds.${event.kind}` as 'room.eventKinds.outOfService', {
                defaultValue: event.kind,
              })}
              {event.by ? ` · ${event.by}` : ''}
            </li>
          ))}
        </Section>
      </SpaceBetween>
    </ContentLayout>
  );
}
