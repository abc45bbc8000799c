/**
 * The Rooms page's forms: add one room, add a range on one floor, edit a room. Each checks its fields with
 * the route's own schema, so the page and the API refuse the same things with the same messages.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { createRoomBody, roomRangeBody, updateRoomBody } from '#shared/schemas/rooms';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormInput } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';
import { type FormApi, useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import type { RoomRow } from './room-list';
import type { RoomTypes } from './use-room-types';

interface DialogProps {
  types: RoomTypes;
  onDismiss(): void;
  onDone(): void;
}

type Values = Record<'building' | 'floor' | 'number' | 'typeId' | 'beds' | 'from' | 'to', string>;

const blank: Values = { building: '', floor: '', number: '', typeId: '', beds: '', from: '', to: '' };
const count = (text: string) => (text.trim() === '' ? undefined : Number(text));

function PlaceFields({
  form,
  types,
  kind,
}: {
  form: FormApi<Values, unknown>;
  types: RoomTypes;
  kind: 'one' | 'range';
}) {
  const { t } = useTranslation('rooms');
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2}>
        <FormInput label={t('form.building')} {...form.input('building')} />
        <FormInput label={t('form.floor')} {...form.input('floor')} />
      </ColumnLayout>
      {kind === 'one' ? (
        <FormInput label={t('form.number')} {...form.input('number')} />
      ) : (
        <ColumnLayout columns={2}>
          <FormInput label={t('form.from')} inputMode="numeric" {...form.input('from')} />
          <FormInput
            label={t('form.to')}
            inputMode="numeric"
            constraintText={t('form.rangeHint')}
            {...form.input('to')}
          />
        </ColumnLayout>
      )}
      <ColumnLayout columns={2}>
        <FormSelect label={t('form.type')} {...form.select('typeId', types.options)} />
        <FormInput
          label={t('form.beds')}
          inputMode="numeric"
          constraintText={t('form.bedsHint')}
          {...form.input('beds')}
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}

export function AddRoomDialog({ types, onDismiss, onDone }: DialogProps) {
  const { t } = useTranslation('rooms');
  const form = useForm(createRoomBody, blank, {
    input: (values) => ({
      building: values.building,
      floor: values.floor,
      number: values.number,
      typeId: values.typeId,
      beds: count(values.beds),
    }),
  });
  const [busy, add] = useSubmit(async (body: z.infer<typeof createRoomBody>) => {
    const { data } = await callApi('createRoom', { body });
    onDone();
    return t('add.done', { number: data.number });
  });
  return (
    <ActionModal
      header={t('add.title')}
      submitLabel={t('add.submit')}
      onSubmit={() => form.submit(add)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <PlaceFields form={form} types={types} kind="one" />
    </ActionModal>
  );
}

export function AddRangeDialog({ types, onDismiss, onDone }: DialogProps) {
  const { t } = useTranslation('rooms');
  const form = useForm(roomRangeBody, blank, {
    input: (values) => ({
      building: values.building,
      floor: values.floor,
      from: count(values.from),
      to: count(values.to),
      typeId: values.typeId,
      beds: count(values.beds),
    }),
  });
  const [busy, add] = useSubmit(async (body: z.infer<typeof roomRangeBody>) => {
    const { data } = await callApi('createRoomRange', { body });
    onDone();
    return t('range.done', { created: data.created.length, existing: data.existing.length });
  });
  return (
    <ActionModal
      header={t('range.title')}
      submitLabel={t('range.submit')}
      onSubmit={() => form.submit(add)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <PlaceFields form={form} types={types} kind="range" />
    </ActionModal>
  );
}

export function EditRoomDialog({ room, types, onDismiss, onDone }: DialogProps & { room: RoomRow }) {
  const { t } = useTranslation('rooms');
  const form = useForm(
    updateRoomBody,
    {
      ...blank,
      building: room.building,
      floor: room.floor,
      number: room.number,
      typeId: room.typeId,
      beds: String(room.beds),
    },
    {
      input: (values) => ({
        roomId: room.id,
        version: room.version,
        building: values.building,
        floor: values.floor,
        number: values.number,
        typeId: values.typeId,
        beds: count(values.beds),
      }),
    },
  );
  const [busy, save] = useSubmit(async (body: z.infer<typeof updateRoomBody>) => {
    const { data } = await callApi('updateRoom', { body });
    onDone();
    return t('edit.done', { number: data.number });
  });
  return (
    <ActionModal
      header={t('edit.title', { number: room.number })}
      submitLabel={t('edit.submit')}
      onSubmit={() => form.submit(save)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <PlaceFields form={form} types={types} kind="one" />
    </ActionModal>
  );
}
