/**
 * What the keeper needs to know about working offline: that the phone is offline and since when the
 * list is as shown, how many actions wait to be sent, and each queued action the server refused.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { formatClock, formatDate } from '#web/components/format';
import { describeError, type ErrorsT } from '#web/components/notifications';

import type { FailedAction } from './use-keeper-actions';

export interface SyncState {
  online: boolean;
  waiting: number;
  failed: FailedAction[];
  dismissFailed(actionId: string): void;
}

export function KeeperSync({ sync, fetchedAt }: { sync: SyncState; fetchedAt?: string | undefined }) {
  const { t, i18n } = useTranslation(['dashboard', 'errors', 'codes', 'validation']);
  const time = (instant: string) => formatClock(instant, i18n.language);
  const showOffline = !sync.online || fetchedAt !== undefined;
  return (
    <SpaceBetween size="s">
      {showOffline && (
        <Alert type="warning" header={t('keeper.offline')}>
          {[
            fetchedAt ? t('keeper.fetchedAt', { time: time(fetchedAt) }) : '',
            t('keeper.waiting', { count: sync.waiting }),
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      )}
      {sync.online && sync.waiting > 0 && (
        <Alert type="info">{t('keeper.sending', { count: sync.waiting })}</Alert>
      )}
      {sync.failed.map(({ action, error }) => (
        <Alert
          key={action.body.actionId}
          type="error"
          dismissible
          i18nStrings={{ dismissAriaLabel: t('errors:dismiss') }}
          onDismiss={() => sync.dismissFailed(action.body.actionId)}
          header={t('keeper.failed', { room: action.room, date: formatDate(action.date, i18n.language) })}
        >
          {describeError(t as unknown as ErrorsT, error)}
        </Alert>
      ))}
    </SpaceBetween>
  );
}
