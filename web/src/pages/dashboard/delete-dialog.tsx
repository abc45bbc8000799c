/**
 * Delete a pending request (spec §4): asks for confirmation, shows 'Request is deleting...' while the
 * call runs, then 'Successfully Deleted!'.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';

import type { CleanRequest } from '#shared/domain';

import { callApi } from '../../api/client';
import { ActionModal } from './action-modal';
import { formatDate } from './format';
import { useAction } from './use-action';

interface DeleteDialogProps {
  request: CleanRequest;
  onDismiss(): void;
  onDone(): void;
}

export function DeleteDialog({ request, onDismiss, onDone }: DeleteDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [busy, run] = useAction(onDone);
  return (
    <ActionModal
      header={t('delete.title')}
      submitLabel={t('delete.submit')}
      busyText={t('delete.deleting')}
      onSubmit={() =>
        void run(() => callApi('deleteRequest', { body: { id: request._id } }), t('delete.done'))
      }
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
