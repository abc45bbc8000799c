/**
 * Loads a dashboard with its one API call and loads it again after every action (spec §4). A failure
 * shows in the Flashbar and keeps what was shown before. `loadMore` follows the dashboard's cursor when
 * its list holds more than one page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { useNotify } from '../../components/notifications';

interface Paged {
  data: unknown[];
  cursor?: string;
}

export interface Dashboard<T> {
  data: T | undefined;
  loading: boolean;
  reload(): void;
  loadMore(): void;
}

export function useDashboard<T extends Paged>(load: (cursor?: string) => Promise<T>): Dashboard<T> {
  const notify = useNotify();
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const run = useCallback(
    (cursor?: string) => {
      const call = ++latest.current;
      setLoading(true);
      load(cursor)
        .then((answer) => {
          if (call !== latest.current) return;
          setData((shown) =>
            cursor && shown ? ({ ...answer, data: [...shown.data, ...answer.data] } as T) : answer,
          );
        })
        .catch((error: unknown) => {
          if (call === latest.current) notify.error(error);
        })
        .finally(() => {
          if (call === latest.current) setLoading(false);
        });
    },
    [load, notify],
  );

  useEffect(() => run(), [run]);

  const loadMore = useCallback(() => {
    if (data?.cursor) run(data.cursor);
  }, [data?.cursor, run]);

  const reload = useCallback(() => run(), [run]);
  return { data, loading, reload, loadMore };
}
