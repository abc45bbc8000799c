/**
 * Allot (or Re-Allot) a pending request (spec §2): choose one of the hostel's roomkeepers — required,
 * and Allot stays disabled until one is chosen — and see beside the choice that keeper's schedule on the
 * request's date, so the admin can spread the work. The keepers come least loaded first, each with their
 * load that day (requests and floors), their completions that week and their rating, and one marked
 * *Suggested* (issue 15; `GET /api/allotOptions`), which is chosen when the list arrives (issue 28: never
 * the keeper who turned this request back; the admin may pick another). A keeper on a day off is marked
 * so, and allotting to them asks the admin to confirm first. Each keeper shows their planned minutes that
 * day against their capacity (issue 30); one the request would take over it is marked so, and allotting
 * to them asks the admin to confirm too (the server refuses it otherwise, `allot.overCapacity`). The chosen
 * keeper's day shows beside the choice grouped by building and floor (`KeeperSchedule`).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PendingRequest } from '#shared/domain';
import { allotRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';
import { callApi } from '#web/api/client';
import { ActionModal } from '#web/components/action-modal';
import { FormSelect } from '#web/components/form-select';
import { formatDate } from '#web/components/format';
import { useNotify } from '#web/components/notifications';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useForm } from '#web/hooks/use-form';
import { useSubmit } from '#web/hooks/use-submit';

import { KeeperSchedule } from './keeper-schedule';

interface AllotDialogProps {
  request: PendingRequest;
  onDismiss(): void;
  onDone(): void;
}

export function AllotDialog({ request, onDismiss, onDone }: AllotDialogProps) {
  const { t, i18n } = useTranslation(['dashboard', 'allotment']);
  const notify = useNotify();
  const loadKeepers = useCallback(
    async () =>
      (
        await callApi('allotOptions', {
          query: { date: request.date, floor: request.floor, request: request._id },
        })
      ).data,
    [request.date, request.floor, request._id],
  );
  const keepers = useApiQuery(loadKeepers, notify.error);
  const form = useForm(
    allotRequestBody,
    { roomKeeperId: '' },
    {
      input: ({ roomKeeperId }) => ({ id: request._id, roomKeeperId: roomKeeperId || undefined }),
      // The schema asks for a keeper by name or by id, under the name; here the choice is the id.
      messages: (found) => ({ roomKeeperId: found.roomKeeper ?? found.roomKeeperId }),
    },
  );
  const keeperId = form.values.roomKeeperId || undefined;
  const suggestedId = keepers.data?.find((keeper) => keeper.suggested)?._id;
  // Once, when the list arrives (nothing can be chosen before it): the admin may then pick another.
  const [preselected, setPreselected] = useState(false);
  const { set } = form;
  useEffect(() => {
    if (!suggestedId || preselected) return;
    setPreselected(true);
    set('roomKeeperId', suggestedId);
  }, [suggestedId, preselected, set]);
  const chosen = keepers.data?.find((keeper) => keeper._id === keeperId);
  const offKeeper = chosen?.off ? chosen : undefined;
  const fullKeeper = chosen?.overCapacity ? chosen : undefined;
  const askFirst = offKeeper ?? fullKeeper;
  // The keeper on a day off or at capacity the admin has been warned about (and may now allot to).
  const [warnedOf, setWarnedOf] = useState<string>();
  const warned = askFirst !== undefined && warnedOf === askFirst._id;

  const options = useMemo<SelectProps.Option[]>(
    () =>
      (keepers.data ?? []).map((keeper) => ({
        value: keeper._id,
        label: keeper.name,
        ...(keeper.suggested ? { labelTag: t('allot.suggested') } : {}),
        description: [
          t('allot.workload', {
            count: keeper.scheduled,
            floors: keeper.floors.length > 0 ? keeper.floors.join(', ') : t('allot.noFloors'),
            done: keeper.completedThisWeek,
          }),
          ...(keeper.minutes !== undefined && keeper.capacity !== undefined
            ? [t('allotment:effort.planned', { minutes: keeper.minutes, capacity: keeper.capacity })]
            : []),
        ].join(' · '),
        tags: [
          ...(keeper.off ? [t('allotment:off.tag')] : []),
          ...(keeper.overCapacity ? [t('allotment:effort.fullTag')] : []),
          ...(keeper.rating !== undefined
            ? [t('allot.rating', { rating: keeper.rating.toLocaleString(i18n.language) })]
            : []),
        ],
      })),
    [keepers.data, t, i18n.language],
  );
  const [busy, allot] = useSubmit(async (body: z.infer<typeof allotRequestBody>) => {
    const name = options.find((option) => option.value === body.roomKeeperId)?.label;
    await callApi('allotRequest', { body: fullKeeper ? { ...body, confirmOverCapacity: true } : body });
    onDone();
    return t('allot.done', { name });
  });

  return (
    <ActionModal
      header={t(request.rejectData ? 'admin.reAllot' : 'allot.title')}
      submitLabel={warned ? t('allotment:off.confirm') : t('allot.submit')}
      onSubmit={() => {
        if (askFirst && !warned) setWarnedOf(askFirst._id);
        else form.submit(allot);
      }}
      onDismiss={onDismiss}
      busy={busy}
      disabled={!form.valid}
    >
      <SpaceBetween size="m">
        <Box variant="p">
          {t('allot.request', {
            room: request.room,
            floor: request.floor,
            date: formatDate(request.date, i18n.language),
            time: request.time,
          })}
        </Box>
        <ColumnLayout columns={2}>
          <FormSelect
            label={t('allot.roomkeeper')}
            placeholder={t('allot.placeholder')}
            // A failed list shows as empty: the Flashbar says why.
            statusType={keepers.loading ? 'loading' : 'finished'}
            loadingText={t('allot.loadingKeepers')}
            empty={t('allot.noKeepers')}
            filteringType="auto"
            filteringAriaLabel={t('allot.filter')}
            filteringPlaceholder={t('allot.filter')}
            {...form.select('roomKeeperId', options)}
          />
          <KeeperSchedule keeperId={keeperId} request={request} />
        </ColumnLayout>
        {warned && (
          <Alert type="warning">
            {offKeeper &&
              `${t('allotment:off.warning', {
                name: offKeeper.name,
                date: formatDate(request.date, i18n.language),
              })} `}
            {fullKeeper &&
              `${t('allotment:effort.warning', {
                name: fullKeeper.name,
                minutes: fullKeeper.minutes ?? 0,
                capacity: fullKeeper.capacity ?? 0,
              })} `}
            {t('allotment:off.confirmHint')}
          </Alert>
        )}
      </SpaceBetween>
    </ActionModal>
  );
}
