/** Whether a media query matches now, following the window as it is resized or turned. */
import { useEffect, useState } from 'react';

/** Below this width Cloudscape lays pages out for phones (its small breakpoint). */
export const phoneQuery = '(max-width: 688px)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the window is a phone's now (`phoneQuery`), for code that reads it once rather than following it. */
export const onPhone = () => matches(phoneQuery);

export function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatched(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matched;
}
