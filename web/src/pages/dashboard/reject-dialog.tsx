/**
 * Reject a request with a reason (spec §2, required: 'Reason is Required!'). An admin's rejection is
 * final; a roomkeeper's gives the request back to the admin for Re-Allot. The server decides which by
 * the caller's role.
 */
import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CleanRequest } from '#shared/domain';
import { rejectRequestBody } from '#shared/schemas/clean-request';

import { callApi } from '../../api/client';
import { translateMessage } from '../../i18n';
import { ActionModal } from './action-modal';
import { useAction } from './use-action';

interface RejectDialogProps {
  request: CleanRequest;
  onDismiss(): void;
  onDone(): void;
}

export function RejectDialog({ request, onDismiss, onDone }: RejectDialogProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, run] = useAction(onDone);

  const checked = rejectRequestBody.safeParse({ id: request._id, message: reason });
  const message = checked.success ? undefined : checked.error.issues[0]?.message;

  const submit = () => {
    setTouched(true);
    if (!checked.success) return;
    void run(() => callApi('rejectRequest', { body: checked.data }), t('reject.done'));
  };

  return (
    <ActionModal
      header={t('reject.title')}
      submitLabel={t('reject.submit')}
      onSubmit={submit}
      onDismiss={onDismiss}
      busy={busy}
    >
      <FormField
        label={t('reject.reason')}
        errorText={touched && message ? translateMessage(t, message) : undefined}
      >
        <Textarea
          value={reason}
          placeholder={t('reject.placeholder')}
          onChange={({ detail }) => setReason(detail.value)}
          onBlur={() => setTouched(true)}
        />
      </FormField>
    </ActionModal>
  );
}
