/**
 * Removing users asks first: their open requests go back to the pool or away, their history stays, and
 * their sessions end (DESIGN §3).
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useSubmit } from '../../hooks/use-submit';
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
  const [busy, remove] = useSubmit(async () => {
    await callApi('deleteUsers', { body: { ids: users.map((user) => user._id) } });
    onDone();
    return t('remove.done', { count });
  });
  return (
    <ActionModal
      header={t(`remove.title.${role}`, { count })}
      submitLabel={t('remove.submit')}
      busyText={t('remove.removing')}
      onSubmit={remove}
      onDismiss={onDismiss}
      busy={busy}
    >
      <Box variant="p">
        {t(`remove.confirm.${role}`, { count, names: users.map((user) => user.name).join(', ') })}
      </Box>
    </ActionModal>
  );
}
