/**
 * The browser suite (`npm run test:e2e`, `tests/e2e/README.md`): every scenario listed in
 * `tests/e2e/scenarios/index.ts` in Debian's Chromium, against one local runtime started for the whole
 * run (`tests/e2e/global-setup.ts`). One worker, so scenarios run one at a time: they share the runtime's
 * demo hostel, count its notifications and mails exactly, and sign people in one after another (the
 * runtime answers 503 to a burst of password hashes).
 */
import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath, viewports } from './tests/e2e/harness';
import { nameContains, specFile } from './tests/e2e/name-filter';

/** The phone project's scenarios: those whose name says `phone`. The rest run in the desktop project. */
const phone = nameContains('phone');

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // With one worker the projects run in this order: the phone scenarios first, before the desk scenarios
  // use up the demo student's requests. A scenario gives each person the device `open()` names (desktop
  // unless it says 'phone'); the project's viewport is that of Playwright's own `page`.
  projects: [
    { name: 'phone', grep: phone, use: { viewport: viewports.phone } },
    { name: 'desktop', grepInvert: phone, use: { viewport: viewports.desktop } },
  ],
});
