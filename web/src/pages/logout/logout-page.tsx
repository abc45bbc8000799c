/**
 * `/logout` (spec §2): empties the session, then shows the login page. A roomkeeper with actions still
 * waiting on the phone is first asked what becomes of them (`waiting-actions.tsx`, issue 35). Signing out
 * also unsubscribes this device from push and has the server forget it (issue 33).
 */
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import type { PhoneAction } from '#web/pages/keeper-phone/phone-action';
import { type FailedAction, sendWaiting } from '#web/pages/keeper-phone/send-waiting';
import { useOnline } from '#web/pages/keeper-phone/use-online';
import { paths } from '#web/paths';
import { useSession } from '#web/session';
import { readToken } from '#web/session/token-store';

import { RefusedActions, WaitingActions } from './waiting-actions';

const loadStore = () => import('#web/offline/keeper-store');

export default function LogoutPage() {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const online = useOnline();
  const [actions, setActions] = useState<PhoneAction[]>();
  const [refused, setRefused] = useState<FailedAction[]>([]);
  const [sending, setSending] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);
  const keeperId = status === 'signed-in' && user?.role === 'roomkeeper' ? user._id : undefined;

  useEffect(() => {
    // Read now: the sign-out below clears it before the push module has loaded.
    const token = readToken();
    if (status !== 'signed-in' || !token) return;
    void import('#web/push/device-push').then((push) => push.forgetDevice(token)).catch(() => undefined);
  }, [status]);

  useEffect(() => {
    if (status === 'loading') return;
    if (!keeperId) {
      signOut();
      return;
    }
    let current = true;
    loadStore()
      .then((store) => store.queued(keeperId))
      .then(
        (waiting) => {
          if (!current) return;
          if (waiting.length === 0) signOut();
          else setActions(waiting);
        },
        // A store that cannot be opened holds nothing that waits.
        () => current && signOut(),
      );
    return () => {
      current = false;
    };
  }, [status, keeperId, signOut]);

  if (status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (!keeperId || !actions) return <Spinner size="large" />;

  const send = async () => {
    setSending(true);
    try {
      const result = await sendWaiting(keeperId);
      setRefused((shown) => [...shown, ...result.failed]);
      setNoAnswer(result.left.length > 0);
      setActions(result.left);
      if (result.left.length === 0 && refused.length + result.failed.length === 0) signOut();
    } finally {
      setSending(false);
    }
  };
  const discard = async () => {
    await (await loadStore()).discardQueue(keeperId);
    signOut();
  };

  if (actions.length === 0) return <RefusedActions refused={refused} onSignOut={signOut} />;
  return (
    <WaitingActions
      actions={actions}
      online={online}
      sending={sending}
      noAnswer={noAnswer}
      onSend={() => void send()}
      onKeep={signOut}
      onDiscard={discard}
      onStay={() => void navigate('/')}
    />
  );
}
