/**
 * Delete a pending request (spec §4): asks for confirmation, shows 'Request is deleting...' while the
 * call runs, then 'Successfully Deleted!'.
 */
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { ConfirmModal } from '#web/components/confirm-modal';
import { formatDate } from '#web/components/format';

interface DeleteDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function DeleteDialog({ request, onDismiss, onDone }: DeleteDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <ConfirmModal
      header={t('delete.title')}
      question={t('delete.confirm', { date: formatDate(request.date, i18n.language), time: request.time })}
      submitLabel={t('delete.submit')}
      busyText={t('delete.deleting')}
      action={async () => {
        await callApi('deleteRequest', { body: { id: request._id } });
        onDone();
        return t('delete.done');
      }}
      onDismiss={onDismiss}
    />
  );
}
