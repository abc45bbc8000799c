/**
 * The browser suite (`npm run test:e2e`, `tests/e2e/README.md`): every scenario listed in
 * `tests/e2e/scenarios/index.ts` in Debian's Chromium, against one local runtime started for the whole
 * run (`tests/e2e/global-setup.ts`). One worker, so scenarios run one at a time: they share the runtime's
 * demo hostel, count its notifications and mails exactly, and sign people in one after another (the
 * runtime answers 503 to a burst of password hashes).
 */
import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath, viewports } from './tests/e2e/harness';
import { specFile } from './tests/e2e/name-filter';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: specFile,
  outputDir: 'build/e2e/results',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // A scenario walks several people through whole workflows, on a machine other work shares.
  timeout: 600_000,
  reporter: [['list'], ['html', { outputFolder: 'build/e2e/report', open: 'never' }]],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The trace keeps each step's DOM snapshot, network and console; its filmstrip (a screencast of every
    // page) is left out, as it slowed the scenarios by about a fifth on this two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // One project, in the order of `scenarios/index.ts`: scenarios build on what earlier ones left in the
  // demo hostel (a desktop and a phone project ran the phone scenarios first, and request-lifecycle then
  // found three of today's requests to rate). Each person's device is the one `open()` names, desktop
  // (1366×900) or phone (390×844, `harness.ts`), as scenarios mix both; desktop is Playwright's own `page`.
  projects: [{ name: 'chromium', use: { viewport: viewports.desktop } }],
});
