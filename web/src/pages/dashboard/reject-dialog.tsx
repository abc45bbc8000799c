/**
 * Reject a request with a reason (spec §2, required: 'Reason is Required!'). An admin's rejection is
 * final; a roomkeeper's gives the request back to the admin for Re-Allot. The server decides which by
 * the caller's role.
 */
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { rejectRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormTextarea } from '../../components/form-fields';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';

interface RejectDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function RejectDialog({ request, onDismiss, onDone }: RejectDialogProps) {
  const { t } = useTranslation('dashboard');
  const form = useForm(
    rejectRequestBody,
    { message: '' },
    { input: ({ message }) => ({ id: request._id, message }) },
  );
  const [busy, reject] = useSubmit(async (body: z.infer<typeof rejectRequestBody>) => {
    await callApi('rejectRequest', { body });
    onDone();
    return t('reject.done');
  });

  return (
    <ActionModal
      header={t('reject.title')}
      submitLabel={t('reject.submit')}
      onSubmit={() => form.submit(reject)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <FormTextarea
        label={t('reject.reason')}
        placeholder={t('reject.placeholder')}
        {...form.textarea('message')}
      />
    </ActionModal>
  );
}
