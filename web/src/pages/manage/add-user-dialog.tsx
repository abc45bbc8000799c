/**
 * An admin adds a student or roomkeeper to their hostel. The new user gets an invitation mail whose
 * link sets their password, so the admin never handles one.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { createUserBody } from '#shared/schemas/user';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { translateMessage } from '../../i18n';
import { ActionModal } from '../dashboard/action-modal';

export type ManagedRole = 'student' | 'roomkeeper';
type Field = 'fullname' | 'email' | 'phone' | 'room' | 'floor';

interface AddUserDialogProps {
  role: ManagedRole;
  onDismiss(): void;
  onDone(): void;
}

export function AddUserDialog({ role, onDismiss, onDone }: AddUserDialogProps) {
  const { t } = useTranslation(['users', 'validation']);
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({
    fullname: '',
    email: '',
    phone: '',
    room: '',
    floor: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const fields: Field[] =
    role === 'student' ? ['fullname', 'email', 'phone', 'room', 'floor'] : ['fullname', 'email', 'phone'];

  const optional = (value: string) => value.trim() || undefined;
  const parsed = createUserBody.safeParse({
    role,
    fullname: values.fullname,
    email: values.email,
    phone: optional(values.phone),
    ...(role === 'student' ? { room: optional(values.room), floor: optional(values.floor) } : {}),
  });
  const errorOf = (field: Field) => {
    if (!touched[field] || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? translateMessage(t, issue.message) : undefined;
  };

  const submit = async () => {
    setTouched(Object.fromEntries(fields.map((field) => [field, true])));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { data } = await callApi('createUser', { body: parsed.data });
      const email = parsed.data.email;
      if (data.invitationSent) notify.success(t('add.invited', { email }));
      else notify.error(t('add.notInvited', { email }));
      onDone();
    } catch (error) {
      notify.error(error);
      setBusy(false);
    }
  };

  const types: Partial<Record<Field, InputProps.Type>> = { email: 'email', phone: 'text' };
  const input = (field: Field) => (
    <FormField key={field} label={t(`add.${field}`)} errorText={errorOf(field)}>
      <Input
        value={values[field]}
        type={types[field] ?? 'text'}
        inputMode={field === 'phone' ? 'tel' : undefined}
        onChange={({ detail }) => setValues((current) => ({ ...current, [field]: detail.value }))}
        onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
      />
    </FormField>
  );

  return (
    <ActionModal
      header={t(`add.title.${role}`)}
      submitLabel={t('add.submit')}
      onSubmit={() => void submit()}
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
