/** A request's status with the icon and colour of its meaning, in the reader's language. */
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { RequestStatus } from '#shared/status';

const types: Record<RequestStatus, StatusIndicatorProps.Type> = {
  Pending: 'pending',
  Scheduled: 'in-progress',
  Completed: 'success',
  Rejected: 'stopped',
};

/**
 * A Scheduled request whose keeper tapped Start (`startedAt`) shows as in progress. The label never
 * wraps: a narrow table column broke "Pending" mid-word at 390 px (issue 28); the column takes its width.
 */
export function RequestStatusIndicator({ status, startedAt }: { status: RequestStatus; startedAt?: string }) {
  const { t } = useTranslation('dashboard');
  if (status === 'Scheduled' && startedAt !== undefined)
    return (
      <StatusIndicator type="in-progress" wrapText={false}>
        {t('status.inProgress')}
      </StatusIndicator>
    );
  return (
    <StatusIndicator type={types[status]} wrapText={false}>
      {t(`status.${status}`)}
    </StatusIndicator>
  );
}
