/**
 * Start, Done and Can't clean from the keeper's cards: one tap makes the action (its id and tap time),
 * sends it, tells the keeper, and reloads the list. Can't clean first asks why, in its dialog.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import type { CantCleanReason } from '#shared/status';

import { useNotify } from '../../../components/notifications';
import type { CardActions } from './keeper-cards';
import { cantCleanAction, doneAction, type PhoneAction, sendAction, startAction } from './phone-action';

export function useKeeperActions(reload: () => void) {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string>();
  const [cantClean, setCantClean] = useState<ListedRequest>();

  const run = useCallback(
    async (action: PhoneAction, success: string) => {
      setBusyId(action.requestId);
      try {
        await sendAction(action);
        notify.success(success);
        setCantClean(undefined);
        reload();
      } catch (error) {
        notify.error(error);
      } finally {
        setBusyId(undefined);
      }
    },
    [notify, reload],
  );

  const actions: CardActions = {
    busyId,
    startedAt: (request) => request.startedAt,
    onStart: (request) => void run(startAction(request), t('keeper.started')),
    onDone: (request) => void run(doneAction(request, request.startedAt), t('keeper.finished')),
    onCantClean: setCantClean,
  };
  const giveBack = (reason: CantCleanReason, message: string) => {
    if (cantClean) void run(cantCleanAction(cantClean, reason, message), t('cantClean.done'));
  };
  return { actions, cantClean, closeCantClean: () => setCantClean(undefined), giveBack };
}
