/**
 * "Sign in with <name>" (issue 34): one button per hostel that connected its university's identity
 * provider, beside the login form, which keeps working. The role chosen in the form (a student by default)
 * is the account the sign-in opens; the browser then goes to the provider and comes back to `/login/oidc`.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role } from '#shared/domain';

import { callApi } from '../../api/client';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';

export function UniversitySignIn({
  role,
  onError,
}: {
  role: Role | undefined;
  onError(error: unknown): void;
}) {
  const { t } = useTranslation('auth');
  const load = useCallback(async () => (await callApi('oidcProviders')).data.providers, []);
  const providers = useApiQuery(load).data ?? [];
  const [busy, start] = useSubmit(async (hostelId: string) => {
    const { data } = await callApi('oidcStart', { body: { hostelId, role: role ?? 'student' } });
    window.location.assign(data.url);
  }, onError);
  if (providers.length === 0) return null;
  return (
    <SpaceBetween size="xs">
      {providers.map((provider) => (
        <Button
          key={provider.hostelId}
          fullWidth
          loading={busy}
          ariaLabel={t('university.signInAt', { label: provider.label, hostel: provider.hostel })}
          onClick={() => start(provider.hostelId)}
        >
          {t('university.signIn', { label: provider.label })}
        </Button>
      ))}
    </SpaceBetween>
  );
}
