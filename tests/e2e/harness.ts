/**
 * The browser suite's harness: a fresh local runtime on a free port with its own data folder, Debian's
 * Chromium's path and flags, and a person's browser context with its screenshots and accessibility checks.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { freePort } from '#local/dynamo-local';

import { hostelZone } from './hostel-clock';

export const root = resolve(import.meta.dirname, '../..');
export const screenshotDir = join(root, 'build', 'e2e', 'screenshots');
/** The suite's own build of the site, so a rebuild of web/dist meanwhile cannot pull files from under it. */
export const siteDir = join(root, 'build', 'e2e', 'site');

/**
 * The two devices a person uses, which are also the suite's two Playwright projects (`playwright.config.ts`):
 * a desktop, and a 360 px phone with a touch screen (taps, `pointer: coarse`, the page's meta viewport).
 */
export const devices = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true },
} as const;
export type Viewport = keyof typeof devices;
export const viewports = {
  desktop: devices.desktop.viewport,
  phone: devices.phone.viewport,
} as const;

export interface Runtime {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Where the browser run's global setup leaves each project's runtime, for the test workers to find: one
 * runtime per project, so the desktop and the phone scenarios never see each other's data.
 */
export function runtimeEnv(project: string) {
  const suffix = project.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return { baseUrl: `HOSTEL_E2E_BASE_URL_${suffix}`, dataDir: `HOSTEL_E2E_DATA_DIR_${suffix}` } as const;
}

/** The project's runtime the global setup started (`global-setup.ts`); stopping it is the setup's business. */
export function runtimeFromEnv(project: string): Runtime {
  const names = runtimeEnv(project);
  const baseUrl = process.env[names.baseUrl];
  const dataDir = process.env[names.dataDir];
  if (!baseUrl || !dataDir) throw new Error('No runtime: run the browser suite with `npm run test:e2e`');
  return { baseUrl, dataDir, stop: async () => undefined };
}

/** Builds the site from the current sources into the suite's own folder. */
export function buildSite(): void {
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      siteDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (result.status !== 0) throw new Error('The site did not build');
}

/**
 * Starts `local/start.ts` as `npm start` does, on a free port: by default with a fresh data folder
 * (removed on stop) and the suite's own build of the site; `npm run bench` passes its own of both.
 * `appOrigin` is where people reach it when something stands in front (the links in its mails).
 */
export async function startRuntime(
  options: { dataDir?: string; siteDir?: string; appOrigin?: string } = {},
): Promise<Runtime> {
  if (!options.siteDir) buildSite();
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hostel-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: options.siteDir ?? siteDir,
      LOG_LEVEL: 'silent',
      // The scenarios count notifications and mails exactly; the job's own timer would add to them at
      // minute boundaries. The job is tested over DynamoDB Local (tests/api/overdue, morning-mail).
      SCHEDULED_WORK: 'off',
      ...(options.appOrigin ? { APP_ORIGIN: options.appOrigin } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exited;
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const started = await waitForOutput(child, 'is running on', 240_000);
  if (!started.ok) {
    await stop();
    throw new Error(`The local runtime did not start:\n${started.output}`);
  }
  return { baseUrl: `http://localhost:${port}`, dataDir, stop };
}

/**
 * Settles when `child` has printed `text` (on either stream), or with `ok: false` and what it printed when
 * it exits or `timeoutMs` passes first. Its pipes are read to the end either way, so that a child which logs
 * every call (Prism) never blocks on a full one; only the output's tail is kept.
 */
export function waitForOutput(
  child: ChildProcess,
  text: string,
  timeoutMs: number,
): Promise<{ ok: boolean; output: string }> {
  let output = '';
  let settle: (ok: boolean) => void = () => {};
  const settled = new Promise<{ ok: boolean; output: string }>((done) => {
    const timer = setTimeout(() => settle(false), timeoutMs);
    settle = (ok) => {
      settle = () => {};
      clearTimeout(timer);
      child.off('exit', onExit);
      done({ ok, output });
    };
  });
  const onExit = () => settle(false);
  const read = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    if (output.includes(text)) settle(true);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  child.once('exit', onExit);
  if (child.exitCode !== null) settle(false);
  return settled;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps dialling out, which this network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The links in the mails sent to an address (the runtime's outbox), oldest first. */
export function mailedLinks(runtime: Runtime, email: string): string[] {
  const dir = join(runtime.dataDir, 'outbox');
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
    .map((entry) => entry.name)
    .sort();
  return names.flatMap((name) => {
    const mail = readFileSync(join(dir, name), 'utf8');
    return new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail)
      ? (mail.match(/https?:\/\/\S+/g) ?? [])
      : [];
  });
}

/** One scenario's browser context, watching the console, with its screenshots and checks. */
export class Session {
  readonly consoleErrors: string[] = [];
  private shots = 0;

  private constructor(
    readonly scenario: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
    readonly viewport: Viewport,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  static async open(
    browser: Browser,
    baseUrl: string,
    scenario: string,
    viewport: Viewport = 'desktop',
    locale = 'en-US',
  ) {
    // Reduced motion: Cloudscape then skips its transitions, so axe never measures the contrast of an
    // element caught half faded in (a flash message appearing, a modal opening).
    // The device's clock in the hostel's zone, as a phone at the hostel is: a keeper's Done reads its
    // Time-Out from the device's clock, which the server checks against the hostel's (issue 27).
    const context = await browser.newContext({
      ...devices[viewport],
      locale,
      timezoneId: hostelZone,
      baseURL: baseUrl,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return new Session(scenario, context, page, baseUrl, viewport);
  }

  goto(path: string) {
    return this.page.goto(path, { waitUntil: 'domcontentloaded' });
  }

  /** Saves a full-page screenshot under build/e2e/screenshots and answers its path. */
  async screenshot(name: string): Promise<string> {
    mkdirSync(screenshotDir, { recursive: true });
    const file = join(
      screenshotDir,
      `${this.scenario}-${String(++this.shots).padStart(2, '0')}-${name}-${this.viewport}.png`,
    );
    await this.page.screenshot({ path: file, fullPage: true });
    return file;
  }

  /** WCAG 2 A and AA: no serious or critical violation on the page as it is now. */
  async checkAccessibility(name: string): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const bad = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    if (bad.length > 0) {
      const detail = bad
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        )
        .join('\n  ');
      throw new Error(`Accessibility violations on ${name} (${this.page.url()}):\n  ${detail}`);
    }
  }

  /** Screenshot plus accessibility check: what every page visit ends with. */
  async capture(name: string): Promise<void> {
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
    await this.screenshot(name);
    await this.checkAccessibility(name);
  }

  close() {
    return this.context.close();
  }
}
