/**
 * The hostel's time zone, read once per signed-in shell from `GET /api/requestRules`: every "today" the
 * site shows is the date on the hostel's clock, as the server's "today" is, not the browser's.
 */
import { startTransition, useEffect, useState } from 'react';

import { callApi } from '../../api/client';
import { useSession } from '../../session';
import { setHostelTimeZone } from '../hostel-today';

export function useHostelTimeZone(): string | undefined {
  const { user } = useSession();
  const [timeZone, setTimeZone] = useState<string>();
  const reads = !!user && user.status !== 'awaiting';
  useEffect(() => {
    if (!reads) return;
    let shown = true;
    callApi('requestRules').then(
      ({ data }) => {
        setHostelTimeZone(data.timeZone);
        // A transition: at the default priority the sub-header rendered again in one task, on a phone's
        // first visit among the page's own (issue 28).
        if (shown) startTransition(() => setTimeZone(data.timeZone));
      },
      // Until the zone is known (or when it cannot be read) the browser's clock is the best there is; the
      // pages that need the hostel's day exactly (the request form) read it themselves.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [reads]);
  return timeZone;
}
