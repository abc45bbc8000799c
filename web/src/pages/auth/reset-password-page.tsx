/**
 * Reset password through a mailed link `/auth/reset-password/{role}/{userid}/{token}` (spec §2, §5, §8).
 * Success says so and goes to /auth (the login page); 203 means the link is invalid, used or expired;
 * anything else shows 'An error occurred!'.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

import type { Role } from '#shared/domain';
import { resetPasswordForm } from '#shared/schemas/auth';

import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { NewPasswordInput } from '../../components/form-fields';
import { describeError } from '../../components/notifications';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { AuthForm } from './auth-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const { role = '', userid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm(resetPasswordForm, {
    password: '',
    cpassword: '',
  });
  const [failure, setFailure] = useState<string>();
  const [busy, send] = useSubmit(
    async ({ password }: { password: string }) => {
      setFailure(undefined);
      const { status } = await callApi('authResetPassword', {
        params: { role: role as Role, userid, token },
        body: { password },
      });
      if (status === 203) {
        setFailure(t('reset.invalidLink'));
        return;
      }
      void navigate(paths.auth);
      return t('reset.success');
    },
    (error) => {
      // A common password is refused before the link is used: the link still works for another one.
      if (isApiError(error) && error.code === 'password.tooCommon') setFailure(describeError(t, error));
      // A malformed link is refused before the token is checked (400): it is no valid link either.
      else if (isApiError(error) && error.status === 400) setFailure(t('reset.invalidLink'));
      else if (isApiError(error) && error.status > 0 && error.status < 500) setFailure(t('reset.failed'));
      else setFailure(describeError(t, error));
    },
  );

  return (
    <AuthForm
      title={t('reset.title')}
      description={t('reset.description')}
      failure={failure}
      onSubmit={() => form.submit(send)}
      submit={{ label: t('submit'), busy }}
    >
      <NewPasswordInput label={t('reset.password')} {...form.input('password')} />
      <NewPasswordInput label={t('reset.confirmPassword')} {...form.input('cpassword')} />
    </AuthForm>
  );
}
