/**
 * What a scenario is, and how `scenarios.spec.ts` turns each listed one into a Playwright test: the test
 * gives it `open()` for a fresh browser context per person and the runtime the global setup started. A
 * failure attaches each person's address and console errors; Playwright's own trace and screenshot of
 * every page come from `playwright.config.ts`.
 */
import { test } from '@playwright/test';

import { type Runtime, runtimeFromEnv, Session, type Viewport } from './harness';

export interface ScenarioContext {
  runtime: Runtime;
  /** Opens a fresh browser context (no shared storage) for one person. */
  open: (viewport?: Viewport, locale?: string) => Promise<Session>;
}

export interface Scenario {
  name: string;
  run: (context: ScenarioContext) => Promise<void>;
}

/** Declares one test per scenario, in the order listed. */
export function declareScenarios(scenarios: readonly Scenario[]): void {
  for (const scenario of scenarios) {
    test(scenario.name, async ({ browser }, testInfo) => {
      const runtime = runtimeFromEnv();
      const sessions: Session[] = [];
      let opened = 0;
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
      } catch (error) {
        for (const [index, session] of sessions.entries()) {
          await testInfo.attach(`person ${index + 1} (${session.viewport})`, {
            body: `page: ${session.page.url()}\nconsole errors: ${session.consoleErrors.join('\n  ') || 'none'}\n`,
            contentType: 'text/plain',
          });
        }
        throw error;
      } finally {
        await Promise.all(sessions.map((session) => session.close().catch(() => undefined)));
      }
    });
  }
}
