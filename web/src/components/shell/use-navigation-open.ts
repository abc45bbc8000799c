/**
 * Whether the side navigation is open, from the layout settings (open, minimised, or minimised and
 * opened by hovering the window's left edge on large screens, spec §9: 50 ms to open, 100 ms to close).
 * On phones it starts closed and closes again after every route change (spec §4).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import type { LayoutSettings } from '../../layout/layout-settings';

/** Cloudscape's AppLayout switches to its mobile layout below this width. */
const mobileQuery = '(max-width: 688px)';
const hoverQuery = '(min-width: 992px) and (hover: hover)';
const edgePx = 8;
const navWidthPx = 280;
const openDelayMs = 50;
const closeDelayMs = 100;

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function useNavigationOpen(mode: LayoutSettings['navigation']): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => mode === 'open' && !matches(mobileQuery));
  const openedByHover = useRef(false);

  useEffect(() => {
    setOpen(mode === 'open' && !matches(mobileQuery));
  }, [mode]);

  useEffect(() => {
    if (matches(mobileQuery)) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (mode !== 'hidden-on-hover' || !matches(hoverQuery)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: MouseEvent) => {
      clearTimeout(timer);
      if (event.clientX <= edgePx) {
        timer = setTimeout(() => {
          openedByHover.current = true;
          setOpen(true);
        }, openDelayMs);
      } else if (openedByHover.current && event.clientX > navWidthPx) {
        timer = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, closeDelayMs);
      }
    };
    document.addEventListener('mousemove', onMove);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousemove', onMove);
    };
  }, [mode]);

  return [
    open,
    (next: boolean) => {
      openedByHover.current = false;
      setOpen(next);
    },
  ];
}
