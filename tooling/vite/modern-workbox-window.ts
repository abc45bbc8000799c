/**
 * workbox-window's `module` entry is its ES5 build, and the service worker's registration loads it on every
 * page. The site's own code needs a modern browser anyway, so the build takes its ES2017 build instead,
 * which is smaller (docs/performance.md). A release without that file fails the build's resolution.
 */
import type { Alias } from 'vite';

export const modernWorkboxWindow: Alias = {
  find: /^workbox-window$/,
  replacement: 'workbox-window/build/workbox-window.prod.mjs',
};
