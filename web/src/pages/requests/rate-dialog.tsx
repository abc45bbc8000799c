/**
 * A student rates a completed cleaning once: 1–5 stars and a message (optional from 3 stars), and may add a suggestion and a
 * complaint about it (the complaint counts on the roomkeeper's dashboard). What is missing shows once a
 * submit was tried.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { createRatingBody } from '#shared/schemas/feedback';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormTextarea } from '../../components/form-fields';
import { FormStarRating } from '../../components/star-rating';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';

interface RateDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function RateDialog({ request, onDismiss, onDone }: RateDialogProps) {
  const { t } = useTranslation('requests');
  const form = useForm(
    createRatingBody,
    { rating: 0, message: '', suggestion: '', complaint: '' },
    {
      input: ({ rating, message, suggestion, complaint }) => ({
        id: request._id,
        rating,
        message: message.trim() || undefined,
        suggestion: suggestion.trim() || undefined,
        complaint: complaint.trim() || undefined,
      }),
      // No star chosen reads as a missing answer, not an invalid one.
      messages: (found) => ({ ...found, rating: found.rating && messages.required }),
      show: 'submitted',
    },
  );
  const [busy, rate] = useSubmit(async (body: z.infer<typeof createRatingBody>) => {
    await callApi('createRating', { body });
    onDone();
    return t('rate.done');
  });

  return (
    <ActionModal
      header={t('rate.title')}
      submitLabel={t('rate.submit')}
      onSubmit={() => form.submit(rate)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <FormStarRating
          label={t('rate.stars')}
          ariaLabel={t('rate.stars')}
          starLabel={(count) => t('rate.star', { count })}
          {...form.rating('rating')}
        />
        <FormTextarea
          label={t('rate.message')}
          description={t('rate.messageHint')}
          rows={2}
          stretch
          {...form.textarea('message')}
        />
        <FormTextarea label={t('rate.suggestion')} rows={2} stretch {...form.textarea('suggestion')} />
        <FormTextarea label={t('rate.complaint')} rows={2} stretch {...form.textarea('complaint')} />
      </SpaceBetween>
    </ActionModal>
  );
}
