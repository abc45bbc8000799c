/**
 * Edit one's own profile: names, occupation, phone, a student's room and floor, and the picture, which is
 * scaled on the device before upload and can be removed. Only changed fields are sent; the session's user
 * is loaded again afterwards so the top bar shows the change.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileInput from '@cloudscape-design/components/file-input';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { updateUserBody } from '#shared/schemas/user';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { translateMessage } from '../../i18n';
import { useSession } from '../../session';
import { KeeperAvatar } from '../dashboard/keeper-avatar';
import { scaleImage } from './scale-image';

type TextField = 'name' | 'firstname' | 'lastname' | 'occupation' | 'phone' | 'room' | 'floor';

const fieldsOf = (user: User): TextField[] =>
  user.role === 'student'
    ? ['name', 'firstname', 'lastname', 'occupation', 'phone', 'room', 'floor']
    : ['name', 'firstname', 'lastname', 'occupation', 'phone'];

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'validation']);
  const notify = useNotify();
  const { reloadUser } = useSession();
  const fields = fieldsOf(user);
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    name: user.name,
    firstname: user.firstname,
    lastname: user.lastname,
    occupation: user.occupation,
    phone: user.phone,
    room: user.room ?? '',
    floor: user.floor ?? '',
  }));
  // undefined: unchanged; null: removed; a data URL: the new, already scaled picture.
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const [scaling, setScaling] = useState(false);
  const [busy, setBusy] = useState(false);

  const original = (field: TextField) =>
    field === 'room' || field === 'floor' ? (user[field] ?? '') : user[field];
  const changes = Object.fromEntries(
    fields.filter((field) => values[field] !== original(field)).map((field) => [field, values[field]]),
  );
  const parsed = updateUserBody.safeParse({
    ...changes,
    ...(image !== undefined ? { profileimg: image } : {}),
  });
  const errorOf = (field: TextField) => {
    if (parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? translateMessage(t, issue.message) : undefined;
  };
  const dirty = Object.keys(changes).length > 0 || image !== undefined;
  const shownImage = image === undefined ? user.profileimg : (image ?? undefined);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setScaling(true);
    try {
      setImage(await scaleImage(file));
    } catch {
      notify.error(t('image.unreadable'));
    } finally {
      setScaling(false);
    }
  };

  const submit = async () => {
    if (!parsed.success || !dirty) return;
    setBusy(true);
    try {
      await callApi('updateUser', { body: parsed.data });
      notify.success(t('saved'));
      setImage(undefined);
      await reloadUser();
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
          <Button
            variant="primary"
            formAction="submit"
            loading={busy}
            disabled={!dirty || !parsed.success || scaling}
          >
            {t('save')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('details')}</Header>}>
          <SpaceBetween size="l">
            <FormField label={t('image.label')} description={t('image.hint')}>
              <SpaceBetween direction="horizontal" size="s" alignItems="center">
                <KeeperAvatar name={values.name || user.email} image={shownImage} size={64} />
                <FileInput
                  value={[]}
                  accept="image/*"
                  onChange={({ detail }) => void choose(detail.value[0])}
                >
                  {scaling ? t('image.scaling') : t('image.choose')}
                </FileInput>
                {shownImage && (
                  <Button onClick={() => setImage(null)} formAction="none">
                    {t('image.remove')}
                  </Button>
                )}
              </SpaceBetween>
            </FormField>
            <ColumnLayout columns={2}>
              {fields.map((field) => (
                <FormField key={field} label={t(`fields.${field}`)} errorText={errorOf(field)}>
                  <Input
                    value={values[field]}
                    inputMode={field === 'phone' ? 'tel' : undefined}
                    onChange={({ detail }) => setValues((current) => ({ ...current, [field]: detail.value }))}
                  />
                </FormField>
              ))}
            </ColumnLayout>
            <Box color="text-body-secondary">{t('emailNote', { email: user.email })}</Box>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
