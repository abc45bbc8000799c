/**
 * The admin's one-tap Re-clean on a low rating or a complaint (issue 32): a new request for the room,
 * linked to the clean, given to its keeper; the student is told.
 */
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FeedbackItem } from '#shared/domain';
import { recleanStars } from '#shared/inspections';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';

/** A rating of `recleanStars` or fewer, or any complaint, may be answered with a re-clean. */
export const callsForReclean = (item: FeedbackItem) =>
  item.kind === 'complaint' || item.rating <= recleanStars;

export function RecleanButton({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('inspections');
  const [made, setMade] = useState(false);
  const [busy, reclean] = useSubmit(async () => {
    const { data } = await callApi('feedbackReclean', { body: { requestId: item.requestId } });
    setMade(true);
    return data.reclean.roomkeeper
      ? t('feedback.recleaned', { keeper: data.reclean.roomkeeper })
      : t('feedback.recleanPending');
  });
  if (made) return <StatusIndicator type="success">{t('feedback.made')}</StatusIndicator>;
  return (
    <Button
      loading={busy}
      ariaLabel={t('feedback.recleanRoom', { room: item.room })}
      onClick={() => reclean()}
    >
      {t('feedback.reclean')}
    </Button>
  );
}
