/**
 * The hostel's overdue requests for the admin dashboard (issue 15): read from their own route, loaded
 * again whenever the hostel's change stamp moves (an allotment or a completion may end an overdue) and
 * when the dashboard reloads after an action.
 */
import { useCallback, useMemo } from 'react';

import { callApi } from '#web/api/client';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useOnChange } from '#web/live';

export function useOverdue() {
  const load = useCallback(async () => (await callApi('overdueRequests')).data, []);
  // A failure leaves the card at "–": the dashboard's own list reports the hostel's trouble already.
  const { data, reload } = useApiQuery(load);
  useOnChange(reload);
  const ids = useMemo(() => new Set(data?.items.map((item) => item._id)), [data]);
  return { data, ids, reload };
}

export type Overdue = ReturnType<typeof useOverdue>;
