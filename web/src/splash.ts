/**
 * The splash screen painted by index.html before any script runs. It goes when the first page has
 * rendered, and after 3 seconds at the latest (spec §9) so a slow chunk never hides the app behind it.
 */
import { useEffect } from 'react';

export const splashMaxMs = 3000;

let shown: () => void = () => {};
/** Settles when the splash goes: the first page has rendered, or the 3 seconds have passed. */
export const firstPageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

export function hideSplash(): void {
  shown();
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('hidden')) return;
  splash.classList.add('hidden');
  splash.setAttribute('aria-hidden', 'true');
  setTimeout(() => splash.remove(), 300);
}

/** Called by each top-level page once it shows real content. */
export function useHideSplash(): void {
  useEffect(hideSplash, []);
}
