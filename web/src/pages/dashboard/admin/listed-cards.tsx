/**
 * The admin's other lists on a phone (issue 28): the Scheduled or In progress requests, and the overdue
 * allotted ones, one card each instead of a table row, with what the table's columns show — the status
 * first, room and floor, date and time (opening the request's timeline), the student and their message,
 * and the roomkeeper. Loaded with the lists themselves, only when they are asked for.
 */
import './admin-cards.css';

import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { formatDate } from '#web/components/format';
import { RecurringMark } from '#web/components/format';
import { TimelineLink } from '#web/timeline';

import type { Overdue } from '../overdue/use-overdue';
import { type CardList, CardSection, useCardPages } from './card-pages';

type ListedCardsProps = CardList<ListedRequest> & {
  empty: ReactNode;
  /** Requests whose day ended without completion: marked Overdue. */
  overdueIds?: ReadonlySet<string>;
};

export function ListedCards({ empty, overdueIds, ...list }: ListedCardsProps) {
  const pages = useCardPages(list);
  return (
    <CardSection
      {...pages}
      placeholder={list.rows ? empty : undefined}
      card={(row) => <ListedCard row={row} overdue={overdueIds?.has(row._id) ?? false} />}
    />
  );
}

function ListedCard({ row, overdue }: { row: ListedRequest; overdue: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const started = row.requestStatus === 'Scheduled' && row.startedAt !== undefined;
  return (
    <Container
      header={
        <Header
          variant="h3"
          description={
            <>
              {t('keeper.place', { room: row.room, floor: row.floor })}
              <RecurringMark recurrenceId={row.recurrenceId} />
            </>
          }
        >
          <span className="admin-card__status">
            <Badge color={started ? 'blue' : 'grey'}>
              {t(started ? 'status.inProgress' : `status.${row.requestStatus}`)}
            </Badge>
            {overdue && <Badge color="severity-high">{t('overdue.badge')}</Badge>}
          </span>
        </Header>
      }
    >
      <SpaceBetween size="s">
        <TimelineLink
          requestId={row._id}
        >{`${formatDate(row.date, i18n.language)} · ${row.time} · ${t('keeper.timeline')}`}</TimelineLink>
        <div>
          <Box fontWeight="bold">{row.studentName}</Box>
          {row.message && <Box>{row.message}</Box>}
        </div>
        {row.roomkeeper && (
          <div>
            <Box variant="awsui-key-label">{t('columns.roomkeeper')}</Box>
            <Box>{row.roomkeeper}</Box>
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** While only overdue requests are shown: the Scheduled ones whose day ended without completion. */
export function OverdueScheduledCards({ overdue }: { overdue: Overdue }) {
  const { t } = useTranslation('dashboard');
  return (
    <ListedCards
      title={t('overdue.scheduled')}
      rows={overdue.data?.items.filter((item) => item.requestStatus === 'Scheduled')}
      empty={t('overdue.noneScheduled')}
      overdueIds={overdue.ids}
    />
  );
}
