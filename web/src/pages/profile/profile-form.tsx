/**
 * Edit one's own profile: names, occupation, phone, a student's room and floor, and the picture, which is
 * scaled on the device before upload and can be removed. Only changed fields are sent, and checked as
 * they are typed; the session's user is loaded again afterwards so the top bar shows the change.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileInput from '@cloudscape-design/components/file-input';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { updateUserBody } from '#shared/schemas/user';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { FormInput } from '../../components/form-fields';
import { useNotify } from '../../components/notifications';
import { UserAvatar } from '../../components/user-avatar';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { useSession } from '../../session';
import { scaleImage } from './scale-image';

type TextField = 'name' | 'firstname' | 'lastname' | 'occupation' | 'phone' | 'room' | 'floor';
type Values = Record<TextField, string> & {
  /** undefined: unchanged; null: removed; a data URL: the new, already scaled picture. */
  profileimg: string | null | undefined;
};

const fieldsOf = (user: User): TextField[] =>
  user.role === 'student'
    ? ['name', 'firstname', 'lastname', 'occupation', 'phone', 'room', 'floor']
    : ['name', 'firstname', 'lastname', 'occupation', 'phone'];

const textOf = (user: User, field: TextField) =>
  field === 'room' || field === 'floor' ? (user[field] ?? '') : user[field];

const initialOf = (user: User): Values => ({
  name: user.name,
  firstname: user.firstname,
  lastname: user.lastname,
  occupation: user.occupation,
  phone: user.phone,
  room: user.room ?? '',
  floor: user.floor ?? '',
  profileimg: undefined,
});

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const { reloadUser } = useSession();
  const fields = fieldsOf(user);
  const changesOf = (values: Values) => ({
    ...Object.fromEntries(
      fields.filter((field) => values[field] !== textOf(user, field)).map((field) => [field, values[field]]),
    ),
    ...(values.profileimg !== undefined ? { profileimg: values.profileimg } : {}),
  });
  const form = useForm(updateUserBody, initialOf(user), { input: changesOf, show: 'always' });
  const [scaling, setScaling] = useState(false);
  const [busy, send] = useSubmit(async (body: z.infer<typeof updateUserBody>) => {
    await callApi('updateUser', { body });
    form.set('profileimg', undefined);
    await reloadUser();
    return t('saved');
  });

  const { profileimg } = form.values;
  const dirty = Object.keys(changesOf(form.values)).length > 0;
  const shownImage = profileimg === undefined ? user.profileimg : (profileimg ?? undefined);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setScaling(true);
    try {
      form.set('profileimg', await scaleImage(file));
    } catch {
      notify.error(t('image.unreadable'));
    } finally {
      setScaling(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) form.submit(send);
      }}
    >
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            loading={busy}
            disabled={!dirty || !form.valid || scaling}
          >
            {t('save')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('details')}</Header>}>
          <SpaceBetween size="l">
            <FormField label={t('image.label')} description={t('image.hint')}>
              <SpaceBetween direction="horizontal" size="s" alignItems="center">
                <UserAvatar name={form.values.name || user.email} image={shownImage} size={64} />
                <FileInput
                  value={[]}
                  accept="image/*"
                  onChange={({ detail }) => void choose(detail.value[0])}
                >
                  {scaling ? t('image.scaling') : t('image.choose')}
                </FileInput>
                {shownImage && (
                  <Button onClick={() => form.set('profileimg', null)} formAction="none">
                    {t('image.remove')}
                  </Button>
                )}
              </SpaceBetween>
            </FormField>
            <ColumnLayout columns={2}>
              {fields.map((field) => (
                <FormInput
                  key={field}
                  label={t(`fields.${field}`)}
                  inputMode={field === 'phone' ? 'tel' : undefined}
                  {...form.input(field)}
                />
              ))}
            </ColumnLayout>
            <Box color="text-body-secondary">{t('emailNote', { email: user.email })}</Box>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
