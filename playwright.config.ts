/**
 * The browser suite (`npm run test:e2e`, `tests/e2e/README.md`): every scenario listed in
 * `tests/e2e/scenarios/index.ts` in Debian's Chromium, in two projects: `desktop` (1366 px) runs the
 * scenarios tagged `@desktop`, `phone` (360 px, touch) those tagged `@phone` (a scenario's `devices`).
 * The global setup (`tests/e2e/global-setup.ts`) starts the local runtime once for the run per project,
 * each with its own fresh demo hostel, so neither project depends on the other's order or data.
 * One worker, so scenarios run one at a time: within a project they share its demo hostel, count its
 * notifications and mails exactly, and sign people in one after another (the runtime answers 503 to a
 * burst of password hashes).
 */
import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath, devices } from './tests/e2e/harness';
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
  // Each project's tests in the order of `scenarios/index.ts`. A scenario opens each person's context
  // itself (`open()`: desktop, `open('phone')`: this phone), so a phone scenario's admin may sit at a
  // desktop; the project's `use` is the device the scenario checks, and names the project in reports.
  projects: [
    { name: 'desktop', grep: /@desktop/, use: { ...devices.desktop } },
    { name: 'phone', grep: /@phone/, use: { ...devices.phone } },
  ],
});
