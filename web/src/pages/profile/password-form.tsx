/**
 * Change one's own password. The server checks the current one and ends every other session; its answer
 * carries a new token for this one, which the session takes over.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { updatePasswordBody } from '#shared/schemas/user';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { FormInput } from '../../components/form-fields';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { useSession } from '../../session';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const fields: Field[] = ['currentPassword', 'password', 'confirmPassword'];
const empty: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { signIn } = useSession();
  const form = useForm(updatePasswordBody, empty);
  const [busy, send] = useSubmit(async (body: z.infer<typeof updatePasswordBody>) => {
    const { data } = await callApi('updatePassword', { body });
    form.reset();
    await signIn(data.authToken);
    return t('password.changed');
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(send);
      }}
    >
      <Form
        actions={
          <Button formAction="submit" loading={busy}>
            {t('password.submit')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={t('password.description')}>
              {t('password.title')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            {fields.map((field) => (
              <FormInput
                key={field}
                label={t(`password.${field}`)}
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                {...form.input(field)}
              />
            ))}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
