/**
 * Loads a dashboard with its one API call and loads it again after every action (spec §4). A failure
 * shows in the Flashbar and keeps what was shown before. It loads again when the hostel's change stamp moves. `loadMore` follows the dashboard's cursor when
 * its list holds more than one page.
 */
import { useCallback, useState } from 'react';

import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useOnChange } from '../../live';

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
  // The page to load: the first, or the next after `cursor`. Always a new object, so asking for the
  // first page again (a reload) loads it again.
  const [wanted, setWanted] = useState<{ cursor?: string }>({});
  const loadWanted = useCallback(
    async (shown: T | undefined): Promise<T> => {
      const answer = await load(wanted.cursor);
      return wanted.cursor && shown ? { ...answer, data: [...shown.data, ...answer.data] } : answer;
    },
    [load, wanted],
  );
  const { data, loading } = useApiQuery(loadWanted, notify.error);

  const reload = useCallback(() => setWanted({}), []);
  // Someone changed something in the hostel: load the first page again. What is shown stays until the
  // answer replaces it (the tables show their loading state only while empty), so nothing flickers.
  useOnChange(reload);
  const loadMore = useCallback(() => {
    if (data?.cursor) setWanted({ cursor: data.cursor });
  }, [data?.cursor]);
  return { data, loading, reload, loadMore };
}
