/**
 * Allotting several Pending requests at once (issue 15), from the admin dashboard's selection: the server's
 * plan (`POST /api/allotPlan`) gives each request a keeper by workload — or, to allot them all to one
 * keeper, the admin picks that keeper — and the admin may change any row before confirming. A row going to
 * a keeper on a day off asks for confirmation first, and so does a keeper's day the rows take over their
 * capacity in minutes (issue 30; `PlanMinutes` shows each keeper's day). Each row is then its own allotment
 * (`POST /api/bulkAllot`): rows someone else acted on first are shown with why, the others are allotted.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { callApi, type DataOf } from '#web/api/client';
import { ActionModal } from '#web/components/action-modal';
import { formatDate } from '#web/components/format';
import { useNotify } from '#web/components/notifications';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useSubmit } from '#web/hooks/use-submit';

import { keeperDays, PlanMinutes } from './plan-minutes';

export type BulkMode = 'auto' | 'one';
type Plan = DataOf<'allotPlan'>;
type Row = Plan['rows'][number];
type Result = DataOf<'bulkAllot'>['results'][number];

interface BulkAllotDialogProps {
  mode: BulkMode;
  requests: PendingRequest[];
  onDismiss(): void;
  /** After an allotment, whether every row landed or not: the dashboard reloads. */
  onDone(): void;
}

export function BulkAllotDialog({ mode, requests, onDismiss, onDone }: BulkAllotDialogProps) {
  const { t, i18n } = useTranslation(['allotment', 'codes']);
  const notify = useNotify();
  const ids = useMemo(() => requests.map((request) => request._id), [requests]);
  const loadPlan = useCallback(async () => (await callApi('allotPlan', { body: { ids } })).data, [ids]);
  const plan = useApiQuery(loadPlan, notify.error);
  const loadKeepers = useCallback(async () => (await callApi('listRoomkeepers', {})).data, []);
  const keepers = useApiQuery(loadKeepers, notify.error);

  // The keeper chosen for each row: the plan's at first when auto-allotting, then the admin's.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => {
    if (mode !== 'auto' || !plan.data) return;
    setChosen(
      Object.fromEntries(
        plan.data.rows.flatMap((row) => (row.roomKeeperId ? [[row.id, row.roomKeeperId]] : [])),
      ),
    );
  }, [mode, plan.data]);
  const [warned, setWarned] = useState(false);
  const [results, setResults] = useState<Map<string, Result>>();

  const nameOf = (keeperId: string | undefined) =>
    keepers.data?.find((keeper) => keeper._id === keeperId)?.name;
  const format = (date: string) => formatDate(date, i18n.language);
  const choose = (change: Record<string, string>) => {
    setChosen((previous) => ({ ...previous, ...change }));
    setWarned(false);
  };

  const rows = plan.data?.rows ?? [];
  const offRows = rows.filter((row) => chosen[row.id] && row.offKeeperIds.includes(chosen[row.id]!));
  const complete = rows.length > 0 && rows.every((row) => chosen[row.id]);
  const days = plan.data ? keeperDays(plan.data, chosen) : [];
  const overDays = days.filter((day) => day.over);
  const askFirst = offRows.length > 0 || overDays.length > 0;

  const [busy, submit] = useSubmit(async () => {
    const answer = await callApi('bulkAllot', {
      body: {
        rows: rows.map((row) => ({ id: row.id, roomKeeperId: chosen[row.id]! })),
        ...(overDays.length > 0 ? { confirmOverCapacity: true } : {}),
      },
    });
    const outcomes = answer.data.results;
    const allotted = outcomes.filter((result) => result.ok).length;
    if (allotted === outcomes.length) {
      onDone();
      return t('bulk.done', { count: allotted });
    }
    setResults(new Map(outcomes.map((result) => [result.id, result])));
  });

  const keeperOptions = (row?: Row): SelectProps.Option[] =>
    (keepers.data ?? []).map((keeper) => ({
      value: keeper._id,
      label: keeper.name,
      ...(row?.offKeeperIds.includes(keeper._id) ? { labelTag: t('off.tag') } : {}),
    }));
  const optionOf = (keeperId: string | undefined, row?: Row) =>
    keeperOptions(row).find((option) => option.value === keeperId) ?? null;

  const finished = results !== undefined;
  const allotted = results ? [...results.values()].filter((result) => result.ok).length : 0;
  return (
    <ActionModal
      header={t(mode === 'auto' ? 'bulk.autoTitle' : 'bulk.oneTitle')}
      submitLabel={finished ? t('bulk.close') : warned && askFirst ? t('off.confirm') : t('bulk.submit')}
      onSubmit={() => {
        if (finished) onDone();
        else if (askFirst && !warned) setWarned(true);
        else submit();
      }}
      onDismiss={finished ? onDone : onDismiss}
      busy={busy}
      disabled={!finished && !complete}
    >
      <SpaceBetween size="m">
        {mode === 'auto' && <Box variant="p">{t('bulk.autoHint')}</Box>}
        {mode === 'one' && !finished && (
          <FormField label={t('bulk.allTo')}>
            <Select
              selectedOption={null}
              placeholder={t('bulk.choose')}
              options={keeperOptions()}
              statusType={keepers.loading ? 'loading' : 'finished'}
              onChange={({ detail }) => {
                const keeperId = detail.selectedOption.value;
                if (keeperId) choose(Object.fromEntries(rows.map((row) => [row.id, keeperId])));
              }}
            />
          </FormField>
        )}
        <Table
          variant="embedded"
          loading={plan.loading}
          loadingText={t('bulk.planning')}
          items={rows}
          trackBy="id"
          wrapLines
          columnDefinitions={[
            {
              id: 'request',
              header: t('bulk.request'),
              cell: (row) => (
                <>
                  <Box>{t('bulk.where', { room: row.room, floor: row.floor })}</Box>
                  <Box variant="small">{t('bulk.when', { date: format(row.date), time: row.time })}</Box>
                </>
              ),
            },
            {
              id: 'keeper',
              header: t('bulk.roomkeeper'),
              minWidth: 180,
              cell: (row) =>
                finished ? (
                  nameOf(chosen[row.id])
                ) : (
                  <Select
                    ariaLabel={t('bulk.rowKeeper', { room: row.room, date: format(row.date) })}
                    placeholder={t('bulk.choose')}
                    selectedOption={optionOf(chosen[row.id], row)}
                    options={keeperOptions(row)}
                    expandToViewport
                    onChange={({ detail }) => {
                      const keeperId = detail.selectedOption.value;
                      if (keeperId) choose({ [row.id]: keeperId });
                    }}
                  />
                ),
            },
            ...(finished
              ? [
                  {
                    id: 'outcome',
                    header: t('bulk.outcome'),
                    cell: (row: Row) => {
                      const result = results.get(row.id);
                      return result?.ok ? (
                        <StatusIndicator type="success">{t('bulk.allotted')}</StatusIndicator>
                      ) : (
                        <StatusIndicator type="error">
                          {result ? t(`codes:${result.code}`) : ''}
                        </StatusIndicator>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
        {mode === 'auto' && !finished && rows.some((row) => !row.roomKeeperId) && plan.data && (
          <Alert type="info">{t('bulk.noneFree')}</Alert>
        )}
        {plan.data && plan.data.skipped.length > 0 && (
          <Alert type="info" header={t('bulk.skipped')}>
            <ul>
              {plan.data.skipped.map((skip) => {
                const request = requests.find((one) => one._id === skip.id);
                return (
                  <li key={skip.id}>
                    {request ? `${t('bulk.where', { room: request.room, floor: request.floor })}: ` : ''}
                    {t(`codes:${skip.code}`)}
                  </li>
                );
              })}
            </ul>
          </Alert>
        )}
        {warned && offRows.length > 0 && !finished && (
          <Alert type="warning" header={t('bulk.offRows')}>
            <ul>
              {offRows.map((row) => (
                <li key={row.id}>
                  {t('bulk.offRow', { name: nameOf(chosen[row.id]), date: format(row.date) })}
                </li>
              ))}
            </ul>
            {t('off.confirmHint')}
          </Alert>
        )}
        {!finished && <PlanMinutes days={days} nameOf={(id) => nameOf(id)} />}
        {warned && overDays.length > 0 && !finished && (
          <Alert type="warning" header={t('effort.overDays')}>
            <ul>
              {overDays.map((day) => (
                <li key={`${day.keeperId}|${day.date}`}>
                  {t('effort.overDay', {
                    name: nameOf(day.keeperId),
                    date: format(day.date),
                    minutes: day.minutes,
                    capacity: day.capacity ?? 0,
                  })}
                </li>
              ))}
            </ul>
            {t('off.confirmHint')}
          </Alert>
        )}
        {finished && <Alert type="warning">{t('bulk.partly', { ok: allotted, all: results.size })}</Alert>}
      </SpaceBetween>
    </ActionModal>
  );
}
