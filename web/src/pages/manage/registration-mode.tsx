/**
 * How the admin's hostel takes self-registrations (DESIGN §9): every one waits for approval, all join at
 * once, or none is taken. Shown on the Hostel Settings page; a change is saved as soon
 * as it is chosen.
 */
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type RegistrationMode, registrationModes } from '#shared/domain';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';

export function RegistrationModeField() {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('hostelSettings')).data.registration, []);
  const settings = useApiQuery(load, notify.error);
  const [chosen, setChosen] = useState<RegistrationMode>();
  const mode = chosen ?? settings.data;
  const [saving, save] = useSubmit(async (next: RegistrationMode) => {
    const { data } = await callApi('updateHostelSettings', { body: { registration: next } });
    setChosen(data.registration);
    return t('registration.saved', { mode: t(`registration.mode.${data.registration}`) });
  });
  const option = (value: RegistrationMode) => ({
    value,
    label: t(`registration.mode.${value}`),
    description: t(`registration.explain.${value}`),
  });

  return (
    <Container header={<Header variant="h2">{t('registration.title')}</Header>}>
      <FormField label={t('registration.label')} description={t('registration.description')}>
        <Select
          selectedOption={mode ? option(mode) : null}
          options={registrationModes.map(option)}
          onChange={({ detail }) => save(detail.selectedOption.value as RegistrationMode)}
          disabled={saving}
          statusType={settings.loading ? 'loading' : 'finished'}
          loadingText={t('loading')}
          placeholder={settings.loading ? t('loading') : undefined}
        />
      </FormField>
    </Container>
  );
}
