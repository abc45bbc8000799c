/**
 * The admin's room types: each type's name, minutes per clean, usual beds and whether it is a shared
 * space; new types may be added, none removed (rooms name them). Checked with the route's schema.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { messages } from '#shared/messages';
import { roomLimits } from '#shared/rooms';
import { roomTypesBody } from '#shared/schemas/rooms';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useSubmit } from '../../hooks/use-submit';
import { translateMessage } from '../../i18n';
import { type RoomTypes, useTypeLabel } from './use-room-types';

interface Row {
  id?: string;
  name: string;
  minutes: string;
  beds: string;
  shared: boolean;
}

interface RoomTypesDialogProps {
  types: RoomTypes;
  onDismiss(): void;
  onDone(): void;
}

export function RoomTypesDialog({ types, onDismiss, onDone }: RoomTypesDialogProps) {
  const { t } = useTranslation(['rooms', 'validation']);
  const label = useTypeLabel();
  const [rows, setRows] = useState<Row[]>(() =>
    types.types.map((type) => ({
      id: type.id,
      name: type.name ?? '',
      minutes: String(type.minutes),
      beds: String(type.beds),
      shared: type.shared,
    })),
  );
  const [tried, setTried] = useState(false);
  const body = {
    types: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      ...(row.name.trim() ? { name: row.name.trim() } : {}),
      minutes: Number(row.minutes),
      beds: Number(row.beds),
      shared: row.shared,
    })),
  };
  const checked = roomTypesBody.safeParse(body);
  const problems = new Map<string, string>();
  if (!checked.success)
    for (const issue of checked.error.issues) problems.set(issue.path.slice(1, 3).join('.'), issue.message);
  // A new type has no translated default name to fall back on.
  rows.forEach((row, index) => {
    if (!row.id && !row.name.trim()) problems.set(`${index}.name`, messages.required);
  });
  const complete = checked.success && problems.size === 0;
  const problem = (index: number, field: string) => {
    const text = tried ? problems.get(`${index}.${field}`) : undefined;
    return text && translateMessage(t, text);
  };
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const [busy, save] = useSubmit(async () => {
    await callApi('updateRoomTypes', { body });
    onDone();
    return t('typesDialog.done');
  });

  return (
    <ActionModal
      header={t('typesDialog.title')}
      submitLabel={t('typesDialog.submit')}
      onSubmit={() => {
        setTried(true);
        if (complete) save();
      }}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="l">
        <Box>{t('typesDialog.description')}</Box>
        {rows.map((row, index) => (
          <section key={row.id ?? `new-${index}`}>
            <SpaceBetween size="xs">
              <Box variant="h3">
                {row.id
                  ? label({ id: row.id, name: row.name || undefined })
                  : row.name || t('typesDialog.add')}
              </Box>
              <ColumnLayout columns={4} minColumnWidth={120}>
                <FormField label={t('typesDialog.name')} errorText={problem(index, 'name')}>
                  <Input
                    value={row.name}
                    placeholder={row.id ? label({ id: row.id }) : undefined}
                    onChange={({ detail }) => change(index, { name: detail.value })}
                  />
                </FormField>
                <FormField label={t('typesDialog.minutes')} errorText={problem(index, 'minutes')}>
                  <Input
                    value={row.minutes}
                    inputMode="numeric"
                    onChange={({ detail }) => change(index, { minutes: detail.value })}
                  />
                </FormField>
                <FormField label={t('typesDialog.beds')} errorText={problem(index, 'beds')}>
                  <Input
                    value={row.beds}
                    inputMode="numeric"
                    onChange={({ detail }) => change(index, { beds: detail.value })}
                  />
                </FormField>
                <Checkbox
                  checked={row.shared}
                  onChange={({ detail }) => change(index, { shared: detail.checked })}
                >
                  {t('typesDialog.shared')}
                </Checkbox>
              </ColumnLayout>
            </SpaceBetween>
          </section>
        ))}
        <Button
          disabled={rows.length >= roomLimits.types}
          onClick={() =>
            setRows((current) => [...current, { name: '', minutes: '20', beds: '1', shared: false }])
          }
        >
          {t('typesDialog.add')}
        </Button>
      </SpaceBetween>
    </ActionModal>
  );
}
