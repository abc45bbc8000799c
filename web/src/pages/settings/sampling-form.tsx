/**
 * Inspection sampling (issue 32): whether a share of completed cleans is picked at random for an
 * inspection, and how large ("1 in N"). Off by default; picked cleans wait on the room board.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { maxInspectOneIn } from '#shared/inspections';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { SettingsForm } from './settings-form';

/** The share offered when sampling is turned on: 1 in 5, as the example. */
const firstShare = 5;
const shares = Array.from({ length: maxInspectOneIn }, (_, index) => index + 1);

export function SamplingForm({ initial }: { initial: number | null }) {
  const { t } = useTranslation('settings');
  const [on, setOn] = useState(initial !== null);
  const [oneIn, setOneIn] = useState(initial ?? firstShare);
  const [busy, save] = useSubmit(async () => {
    const { data } = await callApi('updateHostelSettings', { body: { inspectOneIn: on ? oneIn : null } });
    setOn(data.inspectOneIn !== null);
    setOneIn(data.inspectOneIn ?? firstShare);
    return t('sampling.saved');
  });
  const option = (share: number) => ({
    value: String(share),
    label: share === 1 ? t('sampling.every') : t('sampling.option', { count: share }),
  });
  return (
    <SettingsForm
      title={t('sampling.title')}
      description={t('sampling.description')}
      saveLabel={t('sampling.save')}
      busy={busy}
      onSave={save}
    >
      <Checkbox
        checked={on}
        onChange={({ detail }) => setOn(detail.checked)}
        description={t('sampling.onHint')}
      >
        {t('sampling.on')}
      </Checkbox>
      {on && (
        <FormField label={t('sampling.oneIn')}>
          <Select
            selectedOption={option(oneIn)}
            options={shares.map(option)}
            onChange={({ detail }) => setOneIn(Number(detail.selectedOption.value))}
          />
        </FormField>
      )}
    </SettingsForm>
  );
}
