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

export function RequestStatusIndicator({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('dashboard');
  return <StatusIndicator type={types[status]}>{t(`status.${status}`)}</StatusIndicator>;
}
