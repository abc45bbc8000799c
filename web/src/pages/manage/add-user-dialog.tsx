/**
 * An admin adds a student or roomkeeper to their hostel. The new user gets an invitation mail whose
 * link sets their password, so the admin never handles one.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { createUserBody } from '#shared/schemas/user';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormInput } from '../../components/form-fields';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';

export type ManagedRole = 'student' | 'roomkeeper';
type Field = 'fullname' | 'email' | 'phone' | 'room' | 'floor';

interface AddUserDialogProps {
  role: ManagedRole;
  onDismiss(): void;
  onDone(): void;
}

const empty: Record<Field, string> = { fullname: '', email: '', phone: '', room: '', floor: '' };
const optional = (value: string) => value.trim() || undefined;

export function AddUserDialog({ role, onDismiss, onDone }: AddUserDialogProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const form = useForm(createUserBody, empty, {
    input: (values) => ({
      role,
      fullname: values.fullname,
      email: values.email,
      phone: optional(values.phone),
      ...(role === 'student' ? { room: optional(values.room), floor: optional(values.floor) } : {}),
    }),
  });
  const [busy, add] = useSubmit(async (body: z.infer<typeof createUserBody>) => {
    const { data } = await callApi('createUser', { body });
    onDone();
    if (data.invitationSent) return t('add.invited', { email: body.email });
    notify.error(t('add.notInvited', { email: body.email }));
  });

  const input = (field: Field) => (
    <FormInput
      key={field}
      label={t(`add.${field}`)}
      type={field === 'email' ? 'email' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      {...form.input(field)}
    />
  );

  return (
    <ActionModal
      header={t(`add.title.${role}`)}
      submitLabel={t('add.submit')}
      onSubmit={() => form.submit(add)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        {input('fullname')}
        {input('email')}
        {input('phone')}
        {role === 'student' && (
          <ColumnLayout columns={2}>
            {input('room')}
            {input('floor')}
          </ColumnLayout>
        )}
      </SpaceBetween>
    </ActionModal>
  );
}
