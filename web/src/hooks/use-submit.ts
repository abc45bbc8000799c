/**
 * Sends a form or runs a dialog's action: busy while it runs, and a second submit in that time is
 * ignored (a double click, Enter beside the button), so nothing is sent twice. The text `action` answers
 * shows as a success in the Flashbar (spec §4); a failure shows there in the reader's language, by its
 * code, or goes to `onError` (the auth forms show it above the fields, spec §8), and the form stays as it
 * was to try again.
 */
import { useRef, useState } from 'react';

import { useNotify } from '../components/notifications';

export function useSubmit<Args extends unknown[]>(
  action: (...args: Args) => Promise<string | void>,
  onError?: (error: unknown) => void,
): [busy: boolean, submit: (...args: Args) => void] {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // State would only block the next render; a second event can arrive before it.
  const running = useRef(false);

  const submit = (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    action(...args)
      .then((success) => {
        if (success) notify.success(success);
      })
      .catch((error: unknown) => (onError ?? notify.error)(error))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return [busy, submit];
}
