/**
 * Creates or edits a cleaning schedule. The first submit asks `previewRecurrence` for the next dates and
 * the rooms targeted; the schedule is saved only once that preview was shown for the values as they are,
 * so any change asks for a new one. Checked with the route's own schema; the server's refusals show at
 * their field (a room or type it does not know, a field it refuses) or above the form.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { messages } from '#shared/messages';
import { createRecurrenceBody } from '#shared/schemas/recurring';

import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormInput } from '../../components/form-fields';
import { useHostelToday } from '../../components/hostel-today';
import { describeError, type ErrorsT } from '../../components/notifications';
import { type FieldMessages, useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import type { RoomTypes } from '../rooms/use-room-types';
import { CadenceFields } from './cadence-fields';
import type { Recurrence } from './cadence-words';
import { type Preview, RecurrencePreview } from './recurrence-preview';
import { blankValues, inputOf, type Values, valuesOf } from './recurrence-values';
import { ScheduleFields } from './schedule-fields';
import { TargetFields } from './target-fields';

interface RecurrenceDialogProps {
  /** The schedule to edit; a new one when absent. */
  recurrence?: Recurrence;
  types: RoomTypes;
  onDismiss(): void;
  onDone(): void;
}

/** The server's refusal for the values it was sent: at fields, or above the form. */
interface Refusal {
  of: Values;
  fields: FieldMessages;
  banner?: string;
}

/** The field a message about the whole target or cadence belongs to, by what is chosen. */
function targetField(values: Values): string {
  if (values.targetKind === 'room') return 'roomId';
  if (values.targetKind === 'type' && !values.roomTypeId) return 'roomTypeId';
  return 'building';
}
const cadenceField = (values: Values): string =>
  values.cadenceKind === 'weekly' ? 'weekdays' : values.cadenceKind === 'monthly' ? 'day' : 'weeks';

/** The form's field for a path the schema or the server names ('target.roomId', 'cadence', 'name'). */
function fieldOf(path: string, values: Values): string {
  const [first] = path.split('.');
  if (first === 'target') return targetField(values);
  if (first === 'cadence') return cadenceField(values);
  return first ?? '';
}

export default function RecurrenceDialog({ recurrence, types, onDismiss, onDone }: RecurrenceDialogProps) {
  const { t } = useTranslation(['recurring', 'errors', 'codes', 'validation']);
  const today = useHostelToday();
  const [refusal, setRefusal] = useState<Refusal>();
  const [preview, setPreview] = useState<{ key: string; answer: Preview }>();
  const form = useForm(createRecurrenceBody, recurrence ? valuesOf(recurrence, today) : blankValues(today), {
    input: inputOf,
    messages: (found, values) => {
      const shown: FieldMessages = {};
      for (const [path, message] of Object.entries(found)) shown[fieldOf(path, values)] ??= message;
      // A room and a type are left unchosen before the schema sees them as empty ids.
      if (values.targetKind === 'type' && !values.building) shown.building ??= messages.required;
      return refusal?.of === values ? { ...shown, ...refusal.fields } : shown;
    },
  });
  const key = JSON.stringify(inputOf(form.values));
  const fresh = preview?.key === key ? preview.answer : undefined;

  // A room target names only the room: its building and floor, for the pickers, come from the room.
  useEffect(() => {
    if (recurrence?.target.kind !== 'room') return;
    let live = true;
    callApi('roomPage', { query: { roomId: recurrence.target.roomId } }).then(
      ({ data }) => {
        if (!live) return;
        form.set('building', data.room.building);
        form.set('floor', data.room.floor);
      },
      () => {},
    );
    return () => {
      live = false;
    };
    // Read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refused = (error: unknown) => {
    const values = form.values;
    const text = describeError(t as unknown as ErrorsT, error);
    if (isApiError(error) && error.errors?.length)
      setRefusal({
        of: values,
        fields: Object.fromEntries(error.errors.map((one) => [fieldOf(one.path, values), one.message])),
      });
    else if (isApiError(error) && error.code === 'room.notFound')
      setRefusal({ of: values, fields: { roomId: text } });
    else if (isApiError(error) && error.code === 'room.typeUnknown')
      setRefusal({ of: values, fields: { roomTypeId: text } });
    else setRefusal({ of: values, fields: {}, banner: text });
  };

  const [busy, send] = useSubmit(async (body: ReturnType<typeof inputOf>) => {
    setRefusal(undefined);
    const sent = JSON.stringify(body);
    if (preview?.key !== sent) {
      const { data } = await callApi('previewRecurrence', { body });
      setPreview({ key: sent, answer: data });
      return;
    }
    if (recurrence) {
      const { data } = await callApi('updateRecurrence', {
        body: { id: recurrence._id, version: recurrence.version, ...body, paused: recurrence.paused },
      });
      onDone();
      return t('edit.done', { name: data.recurrence.name });
    }
    const { data } = await callApi('createRecurrence', { body });
    onDone();
    return t('create.done', { name: data.recurrence.name });
  }, refused);

  const typeMinutes = types.types.find(
    (type) => form.values.targetKind === 'type' && type.id === form.values.roomTypeId,
  )?.minutes;
  const editing = recurrence !== undefined;
  return (
    <ActionModal
      header={editing ? t('edit.title', { name: recurrence.name }) : t('create.title')}
      submitLabel={fresh ? t(editing ? 'edit.submit' : 'create.submit') : t('preview.show')}
      onSubmit={() => form.submit(() => send(inputOf(form.values)))}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="l">
        {refusal?.banner && refusal.of === form.values && <Alert type="error">{refusal.banner}</Alert>}
        {editing && <Box color="text-body-secondary">{t('edit.note')}</Box>}
        <FormInput label={t('form.name')} constraintText={t('form.nameHint')} {...form.input('name')} />
        <TargetFields form={form} types={types} />
        <CadenceFields form={form} />
        <ScheduleFields form={form} typeMinutes={typeMinutes} />
        <RecurrencePreview preview={fresh} loading={busy && !fresh} />
      </SpaceBetween>
    </ActionModal>
  );
}
