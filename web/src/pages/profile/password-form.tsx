/**
 * Change one's own password. The server checks the current one and ends every other session; its answer
 * carries a new token for this one, which the session takes over.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { updatePasswordBody } from '#shared/schemas/user';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { translateMessage } from '../../i18n';
import { useSession } from '../../session';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const fields: Field[] = ['currentPassword', 'password', 'confirmPassword'];
const empty: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation(['profile', 'validation']);
  const notify = useNotify();
  const { signIn } = useSession();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);

  const parsed = updatePasswordBody.safeParse(values);
  const errorOf = (field: Field) => {
    if (!touched[field] || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? translateMessage(t, issue.message) : undefined;
  };

  const submit = async () => {
    setTouched({ currentPassword: true, password: true, confirmPassword: true });
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { data } = await callApi('updatePassword', { body: parsed.data });
      setValues(empty);
      setTouched({});
      notify.success(t('password.changed'));
      await signIn(data.authToken);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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
              <FormField key={field} label={t(`password.${field}`)} errorText={errorOf(field)}>
                <Input
                  type="password"
                  value={values[field]}
                  autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                  onChange={({ detail }) => setValues((current) => ({ ...current, [field]: detail.value }))}
                  onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
                />
              </FormField>
            ))}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
