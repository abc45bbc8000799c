/**
 * Removing users asks first: their open requests go back to the pool or away, their history stays, and
 * their sessions end (DESIGN §3).
 */
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import type { ManagedRole } from './add-user-dialog';

interface RemoveUsersDialogProps {
  role: ManagedRole;
  users: { _id: string; name: string }[];
  onDismiss(): void;
  onDone(): void;
}

export function RemoveUsersDialog({ role, users, onDismiss, onDone }: RemoveUsersDialogProps) {
  const { t } = useTranslation('users');
  const count = users.length;
  return (
    <ConfirmModal
      header={t(`remove.title.${role}`, { count })}
      question={t(`remove.confirm.${role}`, { count, names: users.map((user) => user.name).join(', ') })}
      submitLabel={t('remove.submit')}
      busyText={t('remove.removing')}
      action={async () => {
        await callApi('deleteUsers', { body: { ids: users.map((user) => user._id) } });
        onDone();
        return t('remove.done', { count });
      }}
      onDismiss={onDismiss}
    />
  );
}
