/**
 * The admin's pending requests on a phone (issue 28: below 688 px the table scrolled sideways), one card
 * each as the keeper's are: the status first (and Overdue), the room and floor, the date and time (which
 * open the request's timeline, as the table's date does), the student and their message, why a keeper gave
 * it back, and a keeper chosen on the card — the suggestion preselected (`use-card-plan.ts`) — with the
 * row's actions (`admin-row-actions.tsx`): Allot there allots to that keeper at once, and the full allot
 * dialog, with each keeper's load and schedule, is a tap away. The keeper list is the browser's own
 * select: the phone's native picker, and Cloudscape's Select would put the page over its byte budget.
 */
import './admin-cards.css';

import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { formatDate } from '#web/components/format';
import { RecurringMark } from '#web/components/format';
import { useNotify } from '#web/components/notifications';
import type { ApiQuery } from '#web/hooks/use-api-query';
import { TimelineLink } from '#web/timeline';

import {
  type OpenAdminDialog,
  RowActions,
  type RowActionsModel,
  TurnBackNote,
  useRowActions,
} from './admin-row-actions';
import { CardSection, useCardPages } from './card-pages';
import { type CardPlan, useCardPlan } from './use-card-plan';

interface AdminCardsProps {
  title: string;
  rows: readonly PendingRequest[] | undefined;
  /** The table header's actions: the status filter, bulk allot, View Requests. */
  actions: ReactNode;
  empty: ReactNode;
  overdueIds: ReadonlySet<string>;
  open: OpenAdminDialog;
  /** After an allotment from a card: the dashboard reloads (spec §4). */
  done(): void;
  /** The server holds more than the loaded rows. */
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  /** The requests ticked for the bulk allotment, as the table's checkboxes. */
  selected: readonly PendingRequest[];
  onSelect(rows: PendingRequest[]): void;
}

export function AdminCards({
  title,
  rows,
  actions,
  empty,
  hasMore,
  loading,
  onMore,
  ...card
}: AdminCardsProps) {
  const pages = useCardPages({ title, rows, actions, hasMore, loading, onMore });
  const plan = useCardPlan(pages.shown);
  // Asked for once for the list: a card renders with them, without hooks of its own into i18next.
  const { t, i18n } = useTranslation(['dashboard', 'allotment']);
  const strings = { t, language: i18n.language, model: useRowActions(card.done) };
  return (
    <CardSection
      {...pages}
      // While the list loads, its room is kept (as the table's loading row does), so nothing below jumps.
      placeholder={
        <div className={rows ? undefined : 'admin-cards__loading'}>{rows ? empty : t('loading')}</div>
      }
      card={(row) => <AdminCard row={row} plan={plan} strings={strings} {...card} />}
    />
  );
}

interface CardStrings {
  t: TFunction<['dashboard', 'allotment']>;
  language: string;
  model: RowActionsModel;
}

type CardProps = { row: PendingRequest; plan: ApiQuery<CardPlan>; strings: CardStrings } & Pick<
  AdminCardsProps,
  'overdueIds' | 'open' | 'done' | 'selected' | 'onSelect'
>;

function AdminCard({
  row,
  plan,
  strings: { t, language, model },
  overdueIds,
  open,
  done,
  selected,
  onSelect,
}: CardProps) {
  const selectId = useId();
  const date = formatDate(row.date, language);
  const planned = plan.data?.rows.get(row._id);
  const keepers = plan.data?.keepers ?? [];
  // The admin's choice once made; until then the suggestion.
  const [chosen, setChosen] = useState<string>();
  const keeperId = chosen ?? planned?.roomKeeperId ?? '';
  const name = keepers.find((keeper) => keeper._id === keeperId)?.name;
  const off = keeperId !== '' && planned?.offKeeperIds.includes(keeperId);
  // The keeper on a day off the admin has been warned about (and may now allot to).
  const [warnedOf, setWarnedOf] = useState<string>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const allot = () => {
    setBusy(true);
    callApi('allotRequest', { body: { id: row._id, roomKeeperId: keeperId } })
      .then(() => {
        notify.success(t('allot.done', { name }));
        done();
      }, notify.error)
      .finally(() => setBusy(false));
  };

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
          actions={
            // The table's checkbox, for Auto-allot and Allot to one roomkeeper in the list's header.
            <label className="admin-card__pick">
              <input
                type="checkbox"
                aria-label={t('allotment:bulk.selectItem', { room: row.room, date })}
                checked={selected.some((one) => one._id === row._id)}
                onChange={(event) =>
                  onSelect(event.target.checked ? [...selected, row] : selected.filter((one) => one !== row))
                }
              />
            </label>
          }
        >
          <span className="admin-card__status">
            {/* The pending list holds Pending requests only; a badge, as the admin's Scheduled list shows its status. */}
            <Badge>{t('status.Pending')}</Badge>
            {overdueIds.has(row._id) && <Badge color="severity-high">{t('overdue.badge')}</Badge>}
          </span>
        </Header>
      }
    >
      <SpaceBetween size="s">
        <TimelineLink requestId={row._id}>{`${date} · ${row.time}`}</TimelineLink>
        <div>
          <Box fontWeight="bold">{row.studentName}</Box>
          {row.message && <Box>{row.message}</Box>}
        </div>
        <TurnBackNote text={model.turnBack(row)} />
        <div className="admin-card__keeper">
          <label htmlFor={selectId}>{t('allot.roomkeeper')}</label>
          <select
            id={selectId}
            className="admin-card__select"
            value={keeperId}
            disabled={!plan.data || busy}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="" disabled>
              {t('allot.placeholder')}
            </option>
            {keepers.map((keeper) => (
              <option key={keeper._id} value={keeper._id}>
                {[
                  keeper.name,
                  keeper._id === planned?.roomKeeperId && t('allot.suggested'),
                  planned?.offKeeperIds.includes(keeper._id) && t('allotment:off.tag'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </option>
            ))}
          </select>
        </div>
        {off && warnedOf === keeperId && (
          <div role="alert">
            <Box color="text-status-warning">
              {t('allotment:off.warning', { name, date })} {t('allotment:off.confirmHint')}
            </Box>
          </div>
        )}
        <RowActions
          row={row}
          model={model}
          open={open}
          card
          own={{
            allot: {
              loading: busy,
              disabled: keeperId === '',
              onClick: () => (off && warnedOf !== keeperId ? setWarnedOf(keeperId) : allot()),
            },
          }}
        />
        <Button variant="inline-link" onClick={() => open({ kind: 'allot', request: row })}>
          {t('allot.title')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
