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

/** A Scheduled request whose keeper tapped Start (`startedAt`) shows as in progress. */
export function RequestStatusIndicator({ status, startedAt }: { status: RequestStatus; startedAt?: string }) {
  const { t } = useTranslation('dashboard');
  if (status === 'Scheduled' && startedAt !== undefined)
    return <StatusIndicator type="in-progress">{t('status.inProgress')}</StatusIndicator>;
  return <StatusIndicator type={types[status]}>{t(`status.${status}`)}</StatusIndicator>;
}
