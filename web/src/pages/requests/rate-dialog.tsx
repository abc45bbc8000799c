/**
 * A student rates a completed cleaning once: 1–5 stars and a message, and may add a suggestion and a
 * complaint about it (the complaint counts on the roomkeeper's dashboard).
 */
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CleanRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { createRatingBody } from '#shared/schemas/feedback';

import { callApi } from '../../api/client';
import { translateMessage } from '../../i18n';
import { ActionModal } from '../dashboard/action-modal';
import { useAction } from '../dashboard/use-action';

const stars = [1, 2, 3, 4, 5] as const;

interface RateDialogProps {
  request: CleanRequest;
  onDismiss(): void;
  onDone(): void;
}

export function RateDialog({ request, onDismiss, onDone }: RateDialogProps) {
  const { t } = useTranslation(['requests', 'validation']);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState({ message: '', suggestion: '', complaint: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, run] = useAction(onDone);

  const parsed = createRatingBody.safeParse({
    id: request._id,
    rating,
    message: text.message,
    suggestion: text.suggestion.trim() || undefined,
    complaint: text.complaint.trim() || undefined,
  });
  const errorOf = (field: 'rating' | 'message') => {
    if (!submitted || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    if (!issue) return undefined;
    // A missing star rating reads as a missing field, not an invalid one.
    return translateMessage(t, field === 'rating' ? messages.required : issue.message);
  };

  const submit = () => {
    setSubmitted(true);
    if (parsed.success) void run(() => callApi('createRating', { body: parsed.data }), t('rate.done'));
  };
  const textField = (field: keyof typeof text, label: string, error?: string) => (
    <FormField label={label} errorText={error} stretch>
      <Textarea
        value={text[field]}
        rows={2}
        onChange={({ detail }) => setText((current) => ({ ...current, [field]: detail.value }))}
      />
    </FormField>
  );

  return (
    <ActionModal
      header={t('rate.title')}
      submitLabel={t('rate.submit')}
      onSubmit={submit}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <FormField label={t('rate.stars')} errorText={errorOf('rating')}>
          <div role="group" aria-label={t('rate.stars')}>
            {stars.map((value) => (
              <ToggleButton
                key={value}
                variant="icon"
                iconName="star"
                pressedIconName="star-filled"
                pressed={value <= rating}
                ariaLabel={t('rate.star', { count: value })}
                onChange={() => setRating(value)}
              />
            ))}
          </div>
        </FormField>
        {textField('message', t('rate.message'), errorOf('message'))}
        {textField('suggestion', t('rate.suggestion'))}
        {textField('complaint', t('rate.complaint'))}
      </SpaceBetween>
    </ActionModal>
  );
}
