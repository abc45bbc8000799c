// @vitest-environment node
/**
 * Runs the landing page's budget check (web/scripts/check-bundle.ts) on a fresh production build, so
 * `npm test` and CI fail when the landing page grows past 130 KB gzip or pulls in signed-in code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'vite';

import { checkBundle, landingBudgetBytes } from '../scripts/check-bundle';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

describe('landing page bundle', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'hostel-web-'));
    // Vitest runs with NODE_ENV=test; the check is about the production build React ships there.
    await build({
      configFile,
      mode: 'production',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stays within budget and loads no signed-in page, shell or API client', () => {
    // Act
    const report = checkBundle(outDir);

    // Assess
    expect(report.problems).toEqual([]);
    expect(report.gzipBytes).toBeGreaterThan(0);
    expect(report.gzipBytes).toBeLessThanOrEqual(landingBudgetBytes);
    expect(report.files.some((file) => file.includes('landing-page'))).toBe(true);
  });
});

describe('checkBundle', () => {
  it('reports a dashboard chunk imported by the landing page', () => {
    // Prepare: a manifest in which the landing page imports the admin dashboard statically.
    const dist = mkdtempSync(join(tmpdir(), 'hostel-manifest-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    for (const file of ['index.js', 'landing.js', 'admin.js', 'common.js', 'strings.js']) {
      writeFileSync(join(dist, 'assets', file), 'export {};');
    }
    const manifest = {
      'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
      'src/pages/landing/landing-page.tsx': {
        file: 'assets/landing.js',
        src: 'src/pages/landing/landing-page.tsx',
        imports: ['src/pages/dashboard/admin-dashboard.tsx'],
      },
      'src/pages/dashboard/admin-dashboard.tsx': {
        file: 'assets/admin.js',
        src: 'src/pages/dashboard/admin-dashboard.tsx',
      },
      'src/i18n/locales/en/common.json': { file: 'assets/common.js', src: 'src/i18n/locales/en/common.json' },
      'src/i18n/locales/en/landing.json': {
        file: 'assets/strings.js',
        src: 'src/i18n/locales/en/landing.json',
      },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems).toEqual(['The landing page loads src/pages/dashboard/admin-dashboard.tsx']);
    expect(report.files).toHaveLength(5);
    rmSync(dist, { recursive: true, force: true });
  });
});
