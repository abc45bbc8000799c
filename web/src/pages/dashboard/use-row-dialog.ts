/**
 * Which action dialog a dashboard has open, for which row: `open` from the row's button, `close` on
 * dismiss, `done` after the action succeeded (closes and reloads the dashboard, spec §4).
 */
import { useCallback, useState } from 'react';

export function useRowDialog<Dialog>(reload: () => void) {
  const [dialog, open] = useState<Dialog>();
  const close = useCallback(() => open(undefined), []);
  const done = useCallback(() => {
    open(undefined);
    reload();
  }, [reload]);
  return { dialog, open, close, done };
}
