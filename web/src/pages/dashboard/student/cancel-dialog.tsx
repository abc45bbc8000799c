/**
 * A student cancels their Pending or Scheduled request before the hostel's cutoff (issue 28): asks for
 * confirmation, says the roomkeeper and the admin are told. The spec's Delete of a Pending request stays
 * its own dialog (`delete-dialog.tsx`).
 */
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { ConfirmModal } from '#web/components/confirm-modal';
import { formatDate } from '#web/components/format';

interface CancelDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function CancelDialog({ request, onDismiss, onDone }: CancelDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const date = formatDate(request.date, i18n.language);
  return (
    <ConfirmModal
      header={t('change.cancelTitle')}
      question={t('change.cancelConfirm', { date, time: request.time })}
      submitLabel={t('change.cancelSubmit')}
      busyText={t('change.cancelBusy')}
      action={async () => {
        await callApi('cancelRequest', { body: { id: request._id } });
        onDone();
        return t('change.cancelDone', { date });
      }}
      onDismiss={onDismiss}
    />
  );
}
