/**
 * Photo proof (issue 32): whether a keeper's Done needs a photo, and how long photos are kept before the
 * bucket deletes them (its lifecycle rules go by the tag each upload carries).
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type PhotoRetentionDays, photoRetentionDays } from '#shared/photos';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { SettingsForm } from './settings-form';

interface PhotoSettings {
  photoRequired: boolean;
  photoRetentionDays: PhotoRetentionDays;
}

export function PhotosForm({ initial }: { initial: PhotoSettings }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(initial);
  const [busy, save] = useSubmit(async () => {
    const { data } = await callApi('updateHostelSettings', { body: draft });
    setDraft({ photoRequired: data.photoRequired, photoRetentionDays: data.photoRetentionDays });
    return t('photos.saved');
  });
  const option = (days: PhotoRetentionDays) => ({
    value: String(days),
    label: t('photos.days', { count: days }),
  });
  return (
    <SettingsForm
      title={t('photos.title')}
      description={t('photos.description')}
      saveLabel={t('photos.save')}
      busy={busy}
      onSave={save}
    >
      <Checkbox
        checked={draft.photoRequired}
        onChange={({ detail }) => setDraft({ ...draft, photoRequired: detail.checked })}
        description={t('photos.requiredHint')}
      >
        {t('photos.required')}
      </Checkbox>
      <FormField label={t('photos.retention')} description={t('photos.retentionHint')}>
        <Select
          selectedOption={option(draft.photoRetentionDays)}
          options={photoRetentionDays.map(option)}
          onChange={({ detail }) =>
            setDraft({
              ...draft,
              photoRetentionDays: Number(detail.selectedOption.value) as PhotoRetentionDays,
            })
          }
        />
      </FormField>
    </SettingsForm>
  );
}
