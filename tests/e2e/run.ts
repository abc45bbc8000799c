/**
 * `npm run test:e2e`: every scenario in a real browser against a fresh local runtime. A failing step prints
 * the page's URL, its console errors and a screenshot's path. Everything started is stopped, also on failure.
 * `npm run test:e2e -- <text>` runs only the scenarios whose name contains the text.
 */
import { rmSync } from 'node:fs';

import type { Browser } from 'playwright-core';

import { launchBrowser, type Runtime, screenshotDir, Session, startRuntime, type Viewport } from './harness';
import { setHostelClock } from './hostel-clock';
import { scenarios } from './scenarios';
import { demo, demoPassword } from './steps';

export interface ScenarioContext {
  runtime: Runtime;
  /** Opens a fresh browser context (no shared storage) for one person. */
  open: (viewport?: Viewport, locale?: string) => Promise<Session>;
}

export interface Scenario {
  name: string;
  run: (context: ScenarioContext) => Promise<void>;
}

async function runScenario(scenario: Scenario, browser: Browser, runtime: Runtime): Promise<boolean> {
  const sessions: Session[] = [];
  let opened = 0;
  const started = Date.now();
  try {
    await scenario.run({
      runtime,
      open: async (viewport, locale) => {
        // Counted before the first await, so people opened at once get their own names.
        const name = `${scenario.name}-${++opened}`;
        const session = await Session.open(browser, runtime.baseUrl, name, viewport, locale);
        sessions.push(session);
        return session;
      },
    });
    console.log(`  ✓ ${scenario.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    console.log(`  ✗ ${scenario.name}`);
    console.log(`    ${(error as Error).stack ?? String(error)}`.replace(/\n/g, '\n    '));
    for (const session of sessions) {
      const shot = await session.screenshot('failure').catch(() => '(no screenshot)');
      console.log(`    page: ${session.page.url()}`);
      console.log(`    screenshot: ${shot}`);
      console.log(
        `    console errors: ${session.consoleErrors.length ? session.consoleErrors.join('\n      ') : 'none'}`,
      );
    }
    return false;
  } finally {
    await Promise.all(sessions.map((session) => session.close().catch(() => undefined)));
  }
}

async function main(): Promise<number> {
  const filter = process.argv[2];
  const chosen = filter ? scenarios.filter((scenario) => scenario.name.includes(filter)) : scenarios;
  rmSync(screenshotDir, { recursive: true, force: true });
  console.log('Starting the local runtime and Chromium…');
  const runtime = await startRuntime();
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await runtime.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));
  let passed = 0;
  let failed = 0;
  try {
    await setHostelClock(runtime.baseUrl, demo.admin, demoPassword);
    browser = await launchBrowser();
    for (const scenario of chosen) {
      if (await runScenario(scenario, browser, runtime)) passed++;
      else failed++;
    }
  } finally {
    await stopAll();
  }
  console.log(`Screenshots: ${screenshotDir}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
