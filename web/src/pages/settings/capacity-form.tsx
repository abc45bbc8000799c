/**
 * How many minutes a roomkeeper works in a day (issue 30): the hostel's default, which the allot dialog,
 * the suggestion and auto-allot balance the keepers' planned minutes against. A keeper's own capacity is
 * set on Manage Roomkeepers.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { capacityLimits } from '#shared/effort';
import { capacityMinutes } from '#shared/schemas/effort';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { SettingsForm } from './settings-form';

export function CapacityForm({ initial }: { initial: number | undefined }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(String(initial ?? capacityLimits.hostelDefault));
  const [invalid, setInvalid] = useState(false);
  const [busy, save] = useSubmit(async () => {
    const checked = capacityMinutes.safeParse(draft.trim() === '' ? NaN : Number(draft));
    setInvalid(!checked.success);
    if (!checked.success) return;
    const { data } = await callApi('updateHostelSettings', { body: { keeperMinutesPerDay: checked.data } });
    setDraft(String(data.keeperMinutesPerDay ?? checked.data));
    return t('capacity.saved');
  });
  return (
    <SettingsForm
      title={t('capacity.title')}
      description={t('capacity.description')}
      saveLabel={t('capacity.save')}
      busy={busy}
      onSave={save}
    >
      <FormField
        label={t('capacity.minutes')}
        constraintText={t('capacity.range', { min: capacityLimits.min, max: capacityLimits.max })}
        errorText={invalid ? t('invalid') : undefined}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={draft}
          onChange={({ detail }) => setDraft(detail.value)}
        />
      </FormField>
    </SettingsForm>
  );
}
