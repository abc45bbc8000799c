/**
 * Site figures from real page loads in Debian's Chromium: the JavaScript and CSS each route loads
 * (gzipped here at level 9, whatever the server sent), and Lighthouse's mobile preset — the median of
 * five runs, as Lighthouse's notes on variability advise, with the browser first (`priority.ts`) — for
 * the landing page, the login page and the admin dashboard signed in: the dashboard on a first visit and
 * on a returning one, served by the site's service worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';

import { freePort } from '#local/dynamo-local';
import { chromiumArgs, chromiumPath } from '#tests/e2e/harness';

import { browserFirst } from './priority';
import { signIn } from './runtime';

const tokenStorageKey = 'hostel-clean.auth.v1';

type Role = 'admin' | 'roomkeeper' | 'student';
const pages: readonly { path: string; role?: Role }[] = [
  { path: '/about' },
  { path: '/auth/login' },
  { path: '/dashboard/admin', role: 'admin' },
  { path: '/dashboard/roomkeeper', role: 'roomkeeper' },
  { path: '/dashboard/student', role: 'student' },
  { path: '/clean-requests', role: 'student' },
];

export interface PageWeight {
  path: string;
  jsKib: number;
  cssKib: number;
  requests: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function withToken(context: BrowserContext, token: string | undefined) {
  if (token)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [tokenStorageKey, token],
    );
}

/** Each route loaded cold (a new context: empty cache), its scripts and styles summed once loaded. */
export async function measurePageWeights(baseUrl: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const weights: PageWeight[] = [];
  try {
    for (const { path, role } of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await withToken(context, role ? await signIn(baseUrl, role) : undefined);
      const page = await context.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      let requests = 0;
      page.on('response', (response) => {
        requests += 1;
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet')
          bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const loaded = await Promise.all(bodies);
      const sum = (type: string) =>
        loaded.filter((b) => b.type === type).reduce((all, b) => all + b.bytes, 0);
      weights.push({ path, jsKib: kib(sum('script')), cssKib: kib(sum('stylesheet')), requests });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/** Cold, or served by the service worker that an earlier visit installed (its precache filled). */
type Visit = 'first' | 'returning';
const lighthousePages: readonly { path: string; role?: Role; visit: Visit }[] = [
  { path: '/about', visit: 'first' },
  { path: '/auth/login', visit: 'first' },
  { path: '/dashboard/admin', role: 'admin', visit: 'first' },
  { path: '/dashboard/admin', role: 'admin', visit: 'returning' },
];

export interface LighthouseFigures {
  path: string;
  visit: Visit;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKib: number;
  /** Every run's score, in the order run: the spread the median was taken from. */
  scores?: number[];
  /**
   * How fast the host's CPU was, as Lighthouse measures it before each run (`benchmarkIndex`): the
   * median run's, and with the median every run's. The preset's 4× slowdown stands for its phone on a
   * host of about 1,500; on a slower one it stands for a slower phone (lighthouse `docs/throttling.md`).
   */
  benchmarkIndex: number;
  benchmarkIndexes?: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse (mobile preset, simulated throttling), the median run by score of `runs` per page. Pages load
 * from `baseUrl`; `apiUrl` (the runtime itself, default `baseUrl`) is where the bench signs in, and
 * `selfSignedTls` lets Chromium take the HTTP/2 front's certificate (`http2-front.ts`).
 */
export async function measureLighthouse(
  baseUrl: string,
  { runs = 5, apiUrl = baseUrl, selfSignedTls = false } = {},
): Promise<LighthouseFigures[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'hostel-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      ...(selfSignedTls ? ['--ignore-certificate-errors'] : []),
    ],
  });
  // Every Chromium process runs with the profile's folder on its command line, or was started by one.
  const restorePriorities = browserFirst((commandLine) => commandLine.includes(profile));
  const figures: LighthouseFigures[] = [];
  try {
    for (const { path, role, visit } of lighthousePages) {
      if (role) {
        // Signed in as a person would be: the token in the site's storage, which Lighthouse then keeps.
        const page = await context.newPage();
        await page.goto(`${baseUrl}/about`);
        const token = await signIn(apiUrl, role);
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenStorageKey, token]);
        await page.close();
      }
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse keeps the storage (the token) for a signed-in page, and with it the HTTP cache and the
        // service worker with its precache (installed by the sign-in's visit or an earlier run). A first
        // visit empties all three, so it loads the page cold as the public pages are; a returning one
        // empties the HTTP cache only, once the worker has installed (precached the site) and activated.
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        if (visit === 'first')
          await cdp.send('Storage.clearDataForOrigin', {
            origin: new URL(baseUrl).origin,
            storageTypes: 'service_workers,cache_storage',
          });
        else {
          await page.goto(`${baseUrl}${path}`);
          // Installing downloads the whole site (the runtime compresses each file on its first request).
          await page.waitForFunction(
            async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
            undefined,
            { timeout: 120_000 },
          );
        }
        await page.close();
        const result = await lighthouse(`${baseUrl}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: role !== undefined,
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          path,
          visit,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          transferKib: kib(audit('total-byte-weight')),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const middle = median(results.map((r) => r.score));
      figures.push({
        ...results.find((r) => r.score === middle)!,
        scores: results.map((r) => r.score),
        benchmarkIndexes: results.map((r) => r.benchmarkIndex),
      });
    }
  } finally {
    restorePriorities();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}
