/**
 * Forgotten password (spec §2, §5, §8): email and role; success says a mail is on its way and goes to
 * /auth (the login page); 204 shows the not-found message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { Role } from '#shared/domain';
import { forgotPasswordBody } from '#shared/schemas/auth';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { EmailInput } from '../../components/form-fields';
import { describeError } from '../../components/notifications';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { AuthForm } from './auth-form';
import { RoleField } from './role-field';

type ForgotValues = {
  email: string;
  role: Role | undefined;
};

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const navigate = useNavigate();
  const form = useForm<ForgotValues, typeof forgotPasswordBody>(forgotPasswordBody, {
    email: '',
    role: undefined,
  });
  const [failure, setFailure] = useState<string>();
  const [busy, send] = useSubmit(
    async (body: z.infer<typeof forgotPasswordBody>) => {
      setFailure(undefined);
      const { status } = await callApi('authForgotPassword', { body });
      if (status === 204) {
        setFailure(t('forgot.notFound'));
        return;
      }
      void navigate(paths.auth);
      return t('forgot.sent');
    },
    (error) => setFailure(describeError(t, error)),
  );

  return (
    <AuthForm
      title={t('forgot.title')}
      description={t('forgot.description')}
      failure={failure}
      onSubmit={() => form.submit(send)}
      submit={{ label: t('submit'), busy }}
      cancel
    >
      <EmailInput label={t('email')} {...form.input('email')} />
      <RoleField
        value={form.values.role}
        onChange={(role) => form.set('role', role)}
        errorText={form.message('role')}
      />
    </AuthForm>
  );
}
