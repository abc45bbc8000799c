/**
 * A student rates a completed cleaning once: 1–5 stars and a message (optional from 3 stars), and may add a suggestion and a
 * complaint about it (the complaint counts on the roomkeeper's dashboard). What is missing shows once a
 * submit was tried.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { ActionModal } from '../../components/action-modal';
import { FormTextarea } from '../../components/form-fields';
import { RatingStars, useRatingForm } from './rating-form';

interface RateDialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function RateDialog({ request, onDismiss, onDone }: RateDialogProps) {
  const { t } = useTranslation('requests');
  const { form, busy, send } = useRatingForm(request, onDone);

  return (
    <ActionModal
      header={t('rate.title')}
      submitLabel={t('rate.submit')}
      onSubmit={send}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <RatingStars {...form.rating('rating')} />
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
