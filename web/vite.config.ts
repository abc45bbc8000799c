/**
 * The web app's build. Its root is `web/` and it writes `web/dist`, which `npm start` serves locally and the
 * CDK stack deploys to S3. The manifest lets `web/scripts/check-bundle.ts` tell what each page loads.
 * Component tests use this file too, through the `web` project of the root `vitest.config.ts`.
 */
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { apiRouteTable } from '#tooling/vite/api-route-table';
import { calendarHostelToday } from '#tooling/vite/calendar-hostel-today';
import { cloudscapeChunk } from '#tooling/vite/cloudscape-chunk';
import { fontFiles } from '#tooling/vite/font-files';
import { messageLocaleWithoutLookup } from '#tooling/vite/message-locale-without-lookup';
import { modernWorkboxWindow } from '#tooling/vite/modern-workbox-window';
import { productionReactRouter } from '#tooling/vite/production-react-router';
import { refreshedAppLayoutOnly } from '#tooling/vite/refreshed-app-layout';
import { withoutConsoleTelemetry } from '#tooling/vite/without-console-telemetry';
import { withoutMessageParser } from '#tooling/vite/without-message-parser';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The installable app (issue 13): a web app manifest with the icons of `web/scripts/make-icons.ts`, and a
 * Workbox service worker that precaches the site's own files, answers every page path with index.html
 * offline, and takes over at once when a deploy brings a new one (the page reloads into it). `/api/*` is
 * never cached; `/config.json` is the last one fetched when offline. It also shows push notifications
 * (`web/public/push-sw.js`, issue 33). Off in component tests.
 */
function installableApp() {
  return VitePWA({
    disable: process.env.VITEST !== undefined,
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Hostel Clean',
      short_name: 'Hostel Clean',
      description: 'Room-cleaning requests for hostels: students ask, admins allot, roomkeepers clean.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#006ce0',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Cloudscape's shell chunk is larger than Workbox's 2 MB default.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      // Push notifications (issue 33): the worker shows a push and opens its link on a tap.
      importScripts: ['/push-sw.js'],
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname === '/config.json',
          handler: 'NetworkFirst',
          // index.html's preload asks with the default cache mode; the app's own fetch said no-store. Past
          // the service worker it stays no-store, so a deploy's new settings are read at once.
          options: { cacheName: 'config', fetchOptions: { cache: 'no-store' } },
        },
      ],
    },
  });
}

export default defineConfig({
  root,
  resolve: {
    // The build's size tricks live in tooling/vite/ and are listed in docs/performance.md.
    alias: [modernWorkboxWindow],
  },
  plugins: [
    react(),
    apiRouteTable(),
    calendarHostelToday(),
    refreshedAppLayoutOnly(),
    withoutConsoleTelemetry(),
    withoutMessageParser(),
    messageLocaleWithoutLookup(),
    productionReactRouter(),
    fontFiles(fileURLToPath(new URL('../node_modules/.cache/hostel-fonts', import.meta.url))),
    installableApp(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // Cloudscape's app shell and tables are large by design; they sit in lazy route chunks, and
    // check-bundle.ts keeps each page's budget.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [cloudscapeChunk],
        },
      },
    },
  },
  server: {
    // `npm start` serves the API on 3000; the dev server forwards to it so the app sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' },
  },
});
