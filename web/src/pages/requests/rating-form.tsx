/**
 * The rating of one completed cleaning, as the student's dashboard prompt and the request history's dialog
 * both ask for it and send it: 1–5 stars, a message (optional from 3 stars) and, where the form asks for
 * them, a suggestion and a complaint. Blank texts are left out; what is missing shows once a submit was
 * tried.
 */
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { createRatingBody } from '#shared/schemas/feedback';
import type * as z from '#shared/schemas/zod';
import { callApi } from '#web/api/client';
import { FormStarRating } from '#web/components/star-rating';
import { type RatingBinding, useForm } from '#web/hooks/use-form';
import { useSubmit } from '#web/hooks/use-submit';

const blank = { rating: 0, message: '', suggestion: '', complaint: '' };

/** The form, whether it is being sent, and `send` (checks, then sends; `onRated` runs once it is saved). */
export function useRatingForm(request: ListedRequest, onRated: () => void) {
  const { t } = useTranslation('requests');
  const form = useForm(createRatingBody, blank, {
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
  });
  const [busy, rate] = useSubmit(async (body: z.infer<typeof createRatingBody>) => {
    await callApi('createRating', { body });
    onRated();
    return t('rate.done');
  });
  return { form, busy, send: () => form.submit(rate) };
}

/** The rating's stars, bound to the form's `rating` field. */
export function RatingStars(binding: RatingBinding) {
  const { t } = useTranslation('requests');
  return (
    <FormStarRating
      label={t('rate.stars')}
      ariaLabel={t('rate.stars')}
      starLabel={(count) => t('rate.star', { count })}
      {...binding}
    />
  );
}
