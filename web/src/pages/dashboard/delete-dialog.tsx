/**
 * Delete a pending request (spec §4): asks for confirmation, shows 'Request is deleting...' while the
 * call runs, then 'Successfully Deleted!'.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { formatDate } from '../../components/format';
import { useSubmit } from '../../hooks/use-submit';

interface DeleteDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function DeleteDialog({ request, onDismiss, onDone }: DeleteDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [busy, remove] = useSubmit(async () => {
    await callApi('deleteRequest', { body: { id: request._id } });
    onDone();
    return t('delete.done');
  });
  return (
    <ActionModal
      header={t('delete.title')}
      submitLabel={t('delete.submit')}
      busyText={t('delete.deleting')}
      onSubmit={remove}
      onDismiss={onDismiss}
      busy={busy}
    >
      <Box variant="p">
        {busy
          ? t('delete.deleting')
          : t('delete.confirm', { date: formatDate(request.date, i18n.language), time: request.time })}
      </Box>
    </ActionModal>
  );
}
