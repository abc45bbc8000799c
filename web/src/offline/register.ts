/**
 * Registers the service worker that vite-plugin-pwa builds (Workbox): the site's own files are precached
 * so the shell loads without a connection. A new deploy's worker takes over at once (skip-waiting) and
 * the page reloads into it, so no one keeps a stale site past one reload. API answers are never cached
 * by it: the keeper's last list is kept apart, per user, and cleared at sign-out (`keeper-store.ts`).
 * It registers once the page has stopped downloading (`when-network-quiet.ts`).
 */
import { registerSW } from 'virtual:pwa-register';

import { whenNetworkQuiet } from './when-network-quiet';

export function registerServiceWorker(): void {
  void whenNetworkQuiet().then(() => registerSW({ immediate: true }));
}
