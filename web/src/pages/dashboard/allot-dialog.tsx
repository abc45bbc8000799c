/**
 * Allot (or Re-Allot) a pending request (spec §2): choose one of the hostel's roomkeepers — required,
 * and Allot stays disabled until one is chosen — and see beside the choice that keeper's schedule on the
 * request's date, so the admin can spread the work.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KeeperOption, PendingRequest, ScheduleSlot } from '#shared/domain';
import { allotRequestBody } from '#shared/schemas/clean-request';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { translateMessage } from '../../i18n';
import { ActionModal } from './action-modal';
import { formatDate } from './format';
import { useAction } from './use-action';

interface AllotDialogProps {
  request: PendingRequest;
  onDismiss(): void;
  onDone(): void;
}

export function AllotDialog({ request, onDismiss, onDone }: AllotDialogProps) {
  const { t, i18n } = useTranslation(['dashboard', 'validation']);
  const notify = useNotify();
  const [keepers, setKeepers] = useState<KeeperOption[]>();
  const [keeperId, setKeeperId] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [busy, run] = useAction(onDone);

  useEffect(() => {
    let current = true;
    callApi('listRoomkeepers')
      .then(({ data }) => current && setKeepers(data))
      .catch((error: unknown) => {
        if (!current) return;
        setKeepers([]);
        notify.error(error);
      });
    return () => {
      current = false;
    };
  }, [notify]);

  const checked = allotRequestBody.safeParse({ id: request._id, roomKeeperId: keeperId });
  const message = checked.success ? undefined : checked.error.issues[0]?.message;
  const options = useMemo<SelectProps.Option[]>(
    () => (keepers ?? []).map((keeper) => ({ value: keeper._id, label: keeper.name })),
    [keepers],
  );
  const selected = options.find((option) => option.value === keeperId) ?? null;

  const submit = () => {
    setTouched(true);
    if (!checked.success || !selected) return;
    void run(
      () => callApi('allotRequest', { body: checked.data }),
      t('allot.done', { name: selected.label }),
    );
  };

  return (
    <ActionModal
      header={t(request.rejectData ? 'admin.reAllot' : 'allot.title')}
      submitLabel={t('allot.submit')}
      onSubmit={submit}
      onDismiss={onDismiss}
      busy={busy}
      disabled={!checked.success}
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
          <FormField
            label={t('allot.roomkeeper')}
            errorText={touched && message ? translateMessage(t, message) : undefined}
          >
            <Select
              selectedOption={selected}
              options={options}
              placeholder={t('allot.placeholder')}
              statusType={keepers ? 'finished' : 'loading'}
              loadingText={t('allot.loadingKeepers')}
              empty={t('allot.noKeepers')}
              filteringType="auto"
              onChange={({ detail }) => setKeeperId(detail.selectedOption.value)}
              onBlur={() => setTouched(true)}
            />
          </FormField>
          <KeeperSchedule keeperId={keeperId} date={request.date} />
        </ColumnLayout>
      </SpaceBetween>
    </ActionModal>
  );
}

const panelStyle: CSSProperties = { minHeight: 200, maxHeight: 275, overflowY: 'auto' };
const listStyle: CSSProperties = { margin: 0, paddingInlineStart: 20 };

/** The chosen keeper's scheduled requests on the date, in a panel 200–275 px high (spec §9). */
function KeeperSchedule({ keeperId, date }: { keeperId: string | undefined; date: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const notify = useNotify();
  const [slots, setSlots] = useState<{ keeperId: string; slots: ScheduleSlot[] }>();

  useEffect(() => {
    if (!keeperId) return;
    let current = true;
    callApi('schedule', { query: { roomKeeper: keeperId, date } })
      .then(({ data }) => current && setSlots({ keeperId, slots: data }))
      .catch((error: unknown) => {
        if (!current) return;
        setSlots({ keeperId, slots: [] });
        notify.error(error);
      });
    return () => {
      current = false;
    };
  }, [keeperId, date, notify]);

  const shown = slots && slots.keeperId === keeperId ? slots.slots : undefined;
  const heading = t('allot.schedule', { date: formatDate(date, i18n.language) });
  return (
    <section aria-label={heading} style={panelStyle}>
      <Box variant="awsui-key-label">{heading}</Box>
      {!keeperId ? (
        <Box color="text-body-secondary">{t('allot.scheduleHint')}</Box>
      ) : !shown ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <Box color="text-body-secondary">{t('allot.noSchedule')}</Box>
      ) : (
        <ul style={listStyle}>
          {shown.map((slot) => (
            <li key={slot._id}>
              <Box variant="strong">{slot.time}</Box>{' '}
              {t('allot.slot', { room: slot.room, floor: slot.floor })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
