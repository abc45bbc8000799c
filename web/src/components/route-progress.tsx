/**
 * The thin bar at the top of the window (spec §2): it sweeps across on every route change, which also
 * scrolls the page back to the top, and runs continuously while a page's code is still loading.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function RouteProgress({ loading = false }: { loading?: boolean }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [run, setRun] = useState(0);

  useEffect(() => {
    // The first page load is covered by the splash screen; only later changes sweep.
    if (loading || previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0 });
    setRun((count) => count + 1);
  }, [pathname, loading]);

  if (loading)
    return <div className="route-progress route-progress--loading" role="progressbar" aria-busy="true" />;
  // A new key restarts the CSS animation.
  return run > 0 ? (
    <div key={run} className="route-progress route-progress--done" aria-hidden="true" />
  ) : null;
}
