/**
 * The web app's build. Its root is `web/` and it writes `web/dist`, which `npm start` serves locally and the
 * CDK stack deploys to S3. The manifest lets `web/scripts/check-bundle.ts` tell what the landing page loads.
 * Component tests use this file too, through the `web` project of the root `vitest.config.ts`.
 */
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // Cloudscape's app shell and tables are large by design; they sit in lazy route chunks, and
    // check-bundle.ts keeps the landing page's own budget.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // `npm start` serves the API on 3000; the dev server forwards to it so the app sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' },
  },
});
