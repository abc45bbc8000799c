/**
 * Login (spec §2, §5, §8): email, password and role; 203 and 204 show a red alert above the form. The
 * spec's one-second wait before sending is left out: it served the template's loading animation only,
 * and the server throttles failed attempts itself.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import type { Role } from '#shared/domain';
import { loginBody } from '#shared/schemas/auth';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { EmailInput, FormInput } from '../../components/form-fields';
import { describeError } from '../../components/notifications';
import { useFollow } from '../../hooks/use-follow';
import { useForm } from '../../hooks/use-form';
import { useRuntimeConfig } from '../../hooks/use-runtime-config';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { AuthForm } from './auth-form';
import { DemoAccounts } from './demo-accounts';
import { RoleField } from './role-field';
import { UniversitySignIn } from './university-sign-in';

type LoginValues = {
  email: string;
  password: string;
  role: Role | undefined;
};

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const onFollow = useFollow();
  const config = useRuntimeConfig();
  const { signIn } = useSession();
  const form = useForm<LoginValues, typeof loginBody>(loginBody, {
    email: '',
    password: '',
    role: undefined,
  });
  const [failure, setFailure] = useState<string>();
  // Sent here by a door's QR code (issue 33): signing in leads back to it (`RequireSession` keeps where
  // from in the state; the guard's own `safeReturnPath` is not imported, which split the entry's chunk).
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const fromDoor = typeof from === 'string' && from.startsWith('/r/');
  const [busy, send] = useSubmit(
    async (body: z.infer<typeof loginBody>) => {
      setFailure(undefined);
      const { status, data } = await callApi('authLogin', { body });
      if (status === 203) setFailure(t('login.invalidLogin'));
      else if (status === 204) setFailure(t('login.notFound'));
      else if (data && 'authToken' in data) {
        // On success the guard leaves /auth for the dashboard; on failure the session says why below.
        if (!(await signIn(data.authToken))) setFailure(t('errors:unexpected'));
      }
    },
    (error) => setFailure(describeError(t, error)),
  );

  // The page shows once `/config.json` is read, so that the demo hint never pushes the form down after
  // it has been painted (a layout shift a phone user would tap into).
  if (!config) return null;

  return (
    <SpaceBetween size="m">
      {config.demo && (
        <DemoAccounts
          onUse={(account) => {
            form.set('email', account.email);
            form.set('password', account.password);
            form.set('role', account.role);
          }}
        />
      )}
      {fromDoor && <Box variant="p">{t('login.door')}</Box>}
      <AuthForm
        title={t('login.title')}
        description={t('login.description')}
        failure={failure}
        onSubmit={() => form.submit(send)}
        submit={{ label: t('login.submit'), busy }}
        secondaryActions={
          <Link href={paths.forgotPassword} onFollow={onFollow}>
            {t('login.forgot')}
          </Link>
        }
      >
        <EmailInput label={t('email')} autoComplete="username" {...form.input('email')} />
        <FormInput
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...form.input('password')}
        />
        <RoleField
          value={form.values.role}
          onChange={(role) => form.set('role', role)}
          errorText={form.message('role')}
        />
      </AuthForm>
      <UniversitySignIn role={form.values.role} onError={(error) => setFailure(describeError(t, error))} />
      <Box textAlign="center">
        {t('login.noAccount')}{' '}
        <Link href={paths.registration} onFollow={onFollow}>
          {t('login.signUp')}
        </Link>
      </Box>
    </SpaceBetween>
  );
}
