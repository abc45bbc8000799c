/**
 * The admin's Cleaning schedules page (issue 31): the hostel's recurring cleans — what each cleans, how
 * often in words, its time window, its next date and whether it is paused — with Create, Edit and
 * Pause/Resume. The dialog (its form and the preview of the next dates) is a chunk of its own, loaded beside
 * the list.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { useHostelToday } from '../../components/hostel-today';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';
import { useRoomTypes } from '../rooms/use-room-types';
import type { Recurrence } from './cadence-words';
import { nextDates } from './next-dates';
import { RecurrenceList } from './recurrence-list';

const loadDialog = () => import('./recurrence-dialog');
const RecurrenceDialog = lazy(loadDialog);
// Asked for as soon as the page's own chunk runs, so Create opens at once.
void loadDialog().catch(() => {});

type Dialog = { kind: 'create' } | { kind: 'edit'; recurrence: Recurrence };

export default function RecurringPage() {
  const { t } = useTranslation('recurring');
  const notify = useNotify();
  const types = useRoomTypes();
  const today = useHostelToday();
  const loadList = useCallback(async () => (await callApi('listRecurrences')).data, []);
  const list = useApiQuery(loadList, notify.error);
  const loadRules = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(loadRules, notify.error);
  const [dialog, setDialog] = useState<Dialog>();
  const [chosen, setChosen] = useState<string>();

  const recurrences = useMemo(() => list.data?.recurrences ?? [], [list.data]);
  const selected = recurrences.find((recurrence) => recurrence._id === chosen);
  const next = useMemo(() => nextDates(recurrences, today, rules.data), [recurrences, today, rules.data]);

  const [pausing, togglePause] = useSubmit(async (recurrence: Recurrence) => {
    const paused = !recurrence.paused;
    await callApi('updateRecurrence', {
      body: { id: recurrence._id, version: recurrence.version, paused },
    });
    list.reload();
    return t(paused ? 'pauseDone' : 'resumeDone', { name: recurrence.name });
  });

  const done = () => {
    setDialog(undefined);
    list.reload();
  };

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        disabled={!selected}
        onClick={() => selected && setDialog({ kind: 'edit', recurrence: selected })}
      >
        {t('actions.edit')}
      </Button>
      <Button disabled={!selected} loading={pausing} onClick={() => selected && togglePause(selected)}>
        {selected?.paused ? t('actions.resume') : t('actions.pause')}
      </Button>
      <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
        {t('actions.create')}
      </Button>
    </SpaceBetween>
  );

  return (
    <PageLayout title={t('title')} description={t('description')}>
      <RecurrenceList
        items={recurrences}
        loading={list.loading && !list.data}
        selected={selected}
        onSelect={(recurrence) => setChosen(recurrence?._id)}
        typeLabel={types.label}
        rooms={list.data?.rooms ?? {}}
        next={next}
        header={
          <Header variant="h2" counter={list.data ? `(${recurrences.length})` : undefined} actions={actions}>
            {t('list')}
          </Header>
        }
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            {t('empty')}
          </Box>
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <RecurrenceDialog
            recurrence={dialog.kind === 'edit' ? dialog.recurrence : undefined}
            types={types}
            onDismiss={() => setDialog(undefined)}
            onDone={done}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
