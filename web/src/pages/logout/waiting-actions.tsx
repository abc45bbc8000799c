/**
 * What a roomkeeper sees when signing out with actions still waiting on the phone (issue 35): how many and
 * which, and three ways on: send them first (only with a connection), keep them on this phone for their
 * next sign-in, or discard them, which a second dialog confirms. Nothing waiting is dropped unannounced.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionModal } from '#web/components/action-modal';
import { formatDate } from '#web/components/format';
import { describeError, type ErrorsT } from '#web/components/notifications';
import type { PhoneAction } from '#web/pages/keeper-phone/phone-action';
import type { FailedAction } from '#web/pages/keeper-phone/send-waiting';

/** The keeper's own name of each action, as on the card's button they tapped. */
const tapped = {
  startRequest: 'keeper.start',
  completeRequest: 'keeper.done',
  rejectRequest: 'keeper.cantClean',
} as const;

export interface WaitingActionsProps {
  actions: PhoneAction[];
  online: boolean;
  sending: boolean;
  /** The last try to send found no connection: how many still wait is said. */
  noAnswer: boolean;
  onSend(): void;
  onKeep(): void;
  /** Runs once the keeper confirmed. */
  onDiscard(): Promise<void>;
  onStay(): void;
}

export function WaitingActions(props: WaitingActionsProps) {
  const { actions, online, sending } = props;
  const { t, i18n } = useTranslation('dashboard');
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const count = actions.length;
  const discard = () => {
    setDiscarding(true);
    props.onDiscard().finally(() => setDiscarding(false));
  };

  return (
    <SpaceBetween size="m">
      <Header variant="h1">{t('signOutWaiting.title')}</Header>
      <Box variant="p">{t('signOutWaiting.count', { count })}</Box>
      <ul aria-label={t('signOutWaiting.title')}>
        {actions.map((action) => (
          <li key={action.body.actionId}>
            {t('signOutWaiting.item', {
              room: action.room,
              date: formatDate(action.date, i18n.language),
              action: t(tapped[action.route]),
            })}
          </li>
        ))}
      </ul>
      {props.noAnswer && <Alert type="warning">{t('signOutWaiting.noAnswer', { count })}</Alert>}
      {!online && <Alert type="info">{t('signOutWaiting.offline')}</Alert>}
      <SpaceBetween size="xs">
        {online && (
          <Button variant="primary" fullWidth onClick={props.onSend} loading={sending}>
            {t('signOutWaiting.send')}
          </Button>
        )}
        <Button fullWidth onClick={props.onKeep} disabled={sending}>
          {t('signOutWaiting.keep')}
        </Button>
        <Button fullWidth onClick={() => setConfirming(true)} disabled={sending}>
          {t('signOutWaiting.discard')}
        </Button>
        <Button fullWidth variant="link" onClick={props.onStay} disabled={sending}>
          {t('signOutWaiting.stay')}
        </Button>
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        {t('signOutWaiting.keepHint')}
      </Box>
      {confirming && (
        <ActionModal
          header={t('signOutWaiting.confirmTitle')}
          submitLabel={t('signOutWaiting.confirmDiscard')}
          onSubmit={discard}
          onDismiss={() => setConfirming(false)}
          busy={discarding}
        >
          <Box variant="p">{t('signOutWaiting.confirm', { count })}</Box>
        </ActionModal>
      )}
    </SpaceBetween>
  );
}

/** Actions the server refused when sent at sign-out (re-allotted meanwhile, say): read, then sign out. */
export function RefusedActions({ refused, onSignOut }: { refused: FailedAction[]; onSignOut(): void }) {
  const { t, i18n } = useTranslation(['dashboard', 'errors', 'codes', 'validation']);
  return (
    <SpaceBetween size="m">
      <Header variant="h1">{t('signOutWaiting.title')}</Header>
      <Box variant="p">{t('signOutWaiting.refused')}</Box>
      {refused.map(({ action, error }) => (
        <Alert
          key={action.body.actionId}
          type="error"
          header={t('keeper.failed', { room: action.room, date: formatDate(action.date, i18n.language) })}
        >
          {describeError(t as unknown as ErrorsT, error)}
        </Alert>
      ))}
      <Button variant="primary" fullWidth onClick={onSignOut}>
        {t('signOutWaiting.signOut')}
      </Button>
    </SpaceBetween>
  );
}
