/**
 * Mark a scheduled request as completed (spec §2, §5): Time-In and Time-Out, both required, in 5-minute
 * steps, sent as 'HH:mm'. A warning shows as soon as Time-In is at or after Time-Out. Photos are picked
 * as on the keeper's phone (`#web/photos`, issue 32), re-encoded and uploaded before Done carries their keys.
 */
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { maxPhotosPerAction } from '#shared/photos';
import { completeRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';
import { callApi } from '#web/api/client';
import { ActionModal } from '#web/components/action-modal';
import { FormTimeSelect } from '#web/components/time-select';
import { type FieldMessages, useForm } from '#web/hooks/use-form';
import { useSubmit } from '#web/hooks/use-submit';
import { translateMessage } from '#web/i18n';
import { DonePhotos } from '#web/photos/done-photos';
import { uploadPhotos } from '#web/photos/upload-photo';

interface CompleteDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

/** The order is no one field's fault: it shows once, as a warning below both times. */
const orderApart = ({ timeOut, ...found }: FieldMessages): FieldMessages =>
  timeOut === messages.timeOrder ? { ...found, order: timeOut } : { ...found, timeOut };

export function CompleteDialog({ request, onDismiss, onDone }: CompleteDialogProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const form = useForm(
    completeRequestBody,
    { timeIn: '', timeOut: '' },
    { input: (times) => ({ id: request._id, ...times }), messages: orderApart },
  );
  const [files, setFiles] = useState<File[]>([]);
  const [busy, complete] = useSubmit(async (body: z.infer<typeof completeRequestBody>) => {
    const photos = await uploadPhotos(files);
    await callApi('completeRequest', { body: { ...body, ...(photos.length > 0 ? { photos } : {}) } });
    onDone();
    return t('complete.done');
  });

  const { timeIn, timeOut } = form.values;
  // The warning is about two chosen times, never a missing one.
  const outOfOrder = Boolean(timeIn && timeOut) && form.found.order !== undefined;

  return (
    <ActionModal
      header={t('complete.title')}
      submitLabel={t('keeper.markCompleted')}
      onSubmit={() => {
        if (files.length <= maxPhotosPerAction) form.submit(complete);
      }}
      onDismiss={onDismiss}
      busy={busy}
      disabled={outOfOrder}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          <FormTimeSelect
            label={t('complete.timeIn')}
            ariaLabel={t('complete.timeIn')}
            {...form.time('timeIn')}
          />
          <FormTimeSelect
            label={t('complete.timeOut')}
            ariaLabel={t('complete.timeOut')}
            invalid={outOfOrder || undefined}
            {...form.time('timeOut')}
          />
        </ColumnLayout>
        {outOfOrder && <Alert type="warning">{translateMessage(t, messages.timeOrder)}</Alert>}
        <DonePhotos value={files} onChange={setFiles} />
      </SpaceBetween>
    </ActionModal>
  );
}
