/**
 * Runs one dialog action: busy while the call runs, then a success notice, the dashboard reloaded and
 * the dialog closed (spec §4); a failure shows in the Flashbar and keeps the dialog open to try again.
 */
import { useCallback, useState } from 'react';

import { useNotify } from '../../components/notifications';

export function useAction(
  onDone: () => void,
): [busy: boolean, run: (call: () => Promise<unknown>, success: string) => Promise<void>] {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string) => {
      setBusy(true);
      try {
        await call();
      } catch (error) {
        notify.error(error);
        setBusy(false);
        return;
      }
      setBusy(false);
      notify.success(success);
      onDone();
    },
    [notify, onDone],
  );
  return [busy, run];
}
