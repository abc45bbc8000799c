/**
 * Sign in with the university (issue 34): the hostel's OpenID Connect provider — its issuer, the client
 * id and secret it gave this site, the button's name, the email domains it takes, and what becomes of a
 * person with no account yet. The secret is sent only when typed; the server never answers it.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { oidcSettingsAnswer } from '#shared/answers/oidc';
import { oidcNewPeople } from '#shared/schemas/oidc';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { SettingsForm } from './settings-form';

type Settings = z.infer<typeof oidcSettingsAnswer>;

export function OidcForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState({ ...initial, domains: initial.domains.join(', '), clientSecret: '' });
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const [busy, save] = useSubmit(async () => {
    const { redirectUri: _shown, secretStored: _answered, clientSecret, domains, ...rest } = values;
    const { data } = await callApi('updateOidcSettings', {
      body: {
        ...rest,
        domains: domains.split(/[\s,]+/).filter(Boolean),
        ...(clientSecret ? { clientSecret } : {}),
      },
    });
    setValues({ ...data, domains: data.domains.join(', '), clientSecret: '' });
    return t('oidc.saved');
  });
  return (
    <SettingsForm
      title={t('oidc.title')}
      description={t('oidc.description')}
      saveLabel={t('oidc.save')}
      busy={busy}
      onSave={save}
    >
      <Checkbox checked={values.enabled} onChange={({ detail }) => set({ enabled: detail.checked })}>
        {t('oidc.enabled')}
      </Checkbox>
      <FormField label={t('oidc.redirectUri')} description={t('oidc.redirectUriHint')}>
        <CopyToClipboard
          variant="inline"
          textToCopy={values.redirectUri}
          copyButtonAriaLabel={t('oidc.copy')}
          copySuccessText={t('oidc.copied')}
          copyErrorText={t('oidc.copyFailed')}
        />
      </FormField>
      <FormField label={t('oidc.issuer')} description={t('oidc.issuerHint')}>
        <Input type="url" value={values.issuer} onChange={({ detail }) => set({ issuer: detail.value })} />
      </FormField>
      <FormField label={t('oidc.clientId')}>
        <Input value={values.clientId} onChange={({ detail }) => set({ clientId: detail.value })} />
      </FormField>
      <FormField
        label={t('oidc.clientSecret')}
        description={t(values.secretStored ? 'oidc.secretStored' : 'oidc.secretMissing')}
      >
        <Input
          type="password"
          autoComplete="off"
          value={values.clientSecret}
          onChange={({ detail }) => set({ clientSecret: detail.value })}
        />
      </FormField>
      <FormField label={t('oidc.label')} description={t('oidc.labelHint')}>
        <Input value={values.label} onChange={({ detail }) => set({ label: detail.value })} />
      </FormField>
      <FormField label={t('oidc.domains')} description={t('oidc.domainsHint')}>
        <Input value={values.domains} onChange={({ detail }) => set({ domains: detail.value })} />
      </FormField>
      <FormField label={t('oidc.newPeople')}>
        <RadioGroup
          value={values.newPeople}
          onChange={({ detail }) => set({ newPeople: detail.value as Settings['newPeople'] })}
          items={oidcNewPeople.map((value) => ({ value, label: t(`oidc.newPeopleOptions.${value}`) }))}
        />
      </FormField>
    </SettingsForm>
  );
}
