/**
 * The web app's build. Its root is `web/` and it writes `web/dist`, which `npm start` serves locally and the
 * CDK stack deploys to S3. The manifest lets `web/scripts/check-bundle.ts` tell what each page loads.
 * Component tests use this file too, through the `web` project of the root `vitest.config.ts`.
 */
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { fontFiles } from './build-plugins/font-files';
import { messageLocaleWithoutLookup } from './build-plugins/message-locale-without-lookup';
import { productionReactRouter } from './build-plugins/production-react-router';
import { refreshedAppLayoutOnly } from './build-plugins/refreshed-app-layout';
import { twinFile } from './build-plugins/twin-file';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `virtual:api-routes`: each route's method, path and public flag, read from `shared/src/routes.ts` at
 * build time. That is all the API client needs of the table; importing the table itself would put its zod
 * schemas (~25 KB gzip) into every signed-in page.
 */
function apiRouteTable(): Plugin {
  const id = 'virtual:api-routes';
  const resolvedId = `\0${id}`;
  const routesFile = fileURLToPath(new URL('../shared/src/routes.ts', import.meta.url));
  return {
    name: 'hostel-api-routes',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return undefined;
      const { module, dependencies } = await runnerImport<typeof import('#shared/routes')>(routesFile);
      // The table and its route groups (route-table/*.ts).
      for (const file of [routesFile, ...dependencies]) this.addWatchFile(file);
      const table = Object.fromEntries(
        Object.entries(module.routes).map(([routeId, route]) => [
          routeId,
          { method: route.method, path: route.path, public: route.roles === 'public' },
        ]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

/**
 * Cloudscape's message files (`i18n/messages/all.*.js`, the only messages `CloudscapeI18n` gives it) come
 * already parsed into ICU message trees, so intl-messageformat never parses a string here. The production
 * build gives it formatjs's own entry without the parser (`lib/no-parser.js`, same exports, `parse` throws),
 * which leaves the parser and its skeleton parser (~9 KB gzip) out of every signed-in page.
 */
function withoutMessageParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return twinFile({
    name: 'hostel-without-message-parser',
    imports: (source) => source === parser,
    twin: (id) => (/index\.js$/.test(id) ? id.replace(/index\.js$/, 'no-parser.js') : undefined),
    noneSwapped: `${parser} has no no-parser entry any more; the signed-in pages load the parser`,
  });
}

/**
 * The installable app (issue 13): a web app manifest with the icons of `web/scripts/make-icons.ts`, and a
 * Workbox service worker that precaches the site's own files, answers every page path with index.html
 * offline, and takes over at once when a deploy brings a new one (the page reloads into it). `/api/*` is
 * never cached; `/config.json` is the last one fetched when offline. Off in component tests.
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
    alias: [
      // workbox-window's `module` entry is its ES5 build (2.3 KB gzip), and the service worker's registration
      // loads it on every page. The site's own code needs a modern browser anyway: its ES2017 build (1.4 KB).
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
    ],
  },
  plugins: [
    react(),
    apiRouteTable(),
    refreshedAppLayoutOnly(),
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
          groups: [
            {
              // Left to itself, the split makes one chunk per set of lazy pages sharing a module: the login
              // page came in 53 scripts and 17 style sheets, a dashboard in 66 and 26, most under 1 KB, each
              // found only once its importer had loaded. Cloudscape's modules that a dozen or more of the
              // ~30 lazy pages share (its base: box, button, alert, link, form field…, ~80 KB gzip) go in one
              // chunk instead, which each of those pages loads anyway. Fewer shares pull a page's rarer
              // components into every page; more leave the small chunks. Measured: login 34 + 5 files and
              // 3 KB less, dashboards 42 + 11 files and 12 KB less (chunk boundaries cost bytes too).
              name: 'cloudscape',
              test: /node_modules[\\/](@cloudscape-design[\\/](components|component-toolkit|collection-hooks|theming-runtime)|@formatjs|intl-messageformat|react-transition-group|react-is|tslib|clsx|@babel[\\/]runtime)[\\/]/,
              minShareCount: 12,
              // react-transition-group's Babel helper (`inheritsLoose`) is one of them: left out, it was a chunk
              // of its own (0.3 KB) on every page that loads this one.
              // Only the shared modules themselves: their dependencies (React) stay where they are.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm start` serves the API on 3000; the dev server forwards to it so the app sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' },
  },
});
