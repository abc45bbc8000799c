/**
 * A turned-back or rejected request's reason as people read it: one picked from a keeper's Can't clean
 * list shows in the reader's language; typed words show as typed.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { RejectReason } from '#shared/domain';

export function useReasonText(): (reason: RejectReason) => string {
  const { t } = useTranslation('dashboard');
  return useCallback(
    (reason: RejectReason) =>
      reason.code === 'noAccess' || reason.code === 'skipAsked'
        ? t(`cantClean.reasons.${reason.code}`)
        : reason.message,
    [t],
  );
}
