/**
 * What a scenario is, and how `scenarios.spec.ts` turns each listed one into a Playwright test per device
 * it names: tagged `@desktop` and/or `@phone`, each project (`playwright.config.ts`) runs the tests of its
 * tag against its own runtime (`global-setup.ts`). The test gives the scenario `open()` for a fresh browser
 * context per person, the project's runtime and the project's device. A failure attaches each person's
 * address and console errors; Playwright's own trace and screenshot of every page come from the config.
 */
import { test } from '@playwright/test';

import { breachMark, contractBreaches, describeBreach } from './contract-front';
import { devices, type Runtime, runtimeFromEnv, Session, type Viewport } from './harness';

export interface ScenarioContext {
  runtime: Runtime;
  /** Opens a fresh browser context (no shared storage) for one person: a desktop unless told 'phone'. */
  open: (viewport?: Viewport, locale?: string) => Promise<Session>;
  /** The device of this run (its project), one of the scenario's `devices`. */
  device: Viewport;
}

export interface Scenario {
  name: string;
  /**
   * The devices whose views the scenario checks, each its own test in that device's project
   * (`desktop` 1366 px, `phone` 360 px with touch); a scenario with both does its desktop part when
   * `device` is 'desktop' and its phone part when it is 'phone'. Unsaid: desktop only.
   */
  devices?: readonly Viewport[];
  run: (context: ScenarioContext) => Promise<void>;
}

export const deviceNames = Object.keys(devices) as Viewport[];

/** The devices a scenario runs on: its own list, or the desktop. */
export function devicesOf(scenario: Scenario): readonly Viewport[] {
  return scenario.devices?.length ? scenario.devices : ['desktop'];
}

function projectDevice(project: string): Viewport {
  if (!(deviceNames as string[]).includes(project)) throw new Error(`No device is named ${project}`);
  return project as Viewport;
}

/** Declares one test per scenario, in the order listed, tagged with the devices it runs on. */
export function declareScenarios(scenarios: readonly Scenario[]): void {
  for (const scenario of scenarios) {
    const tag = devicesOf(scenario).map((device) => `@${device}`);
    test(scenario.name, { tag }, async ({ browser }, testInfo) => {
      const device = projectDevice(testInfo.project.name);
      const runtime = runtimeFromEnv(testInfo.project.name);
      // One name per run: a scenario of both devices saves its screenshots under each.
      const prefix = devicesOf(scenario).length > 1 ? `${scenario.name}-${device}` : scenario.name;
      const sessions: Session[] = [];
      let opened = 0;
      const mark = breachMark(runtime.dataDir);
      try {
        await scenario.run({
          runtime,
          device,
          open: async (viewport, locale) => {
            // Counted before the first await, so people opened at once get their own names.
            const name = `${prefix}-${++opened}`;
            const session = await Session.open(browser, runtime.baseUrl, name, viewport, locale);
            sessions.push(session);
            return session;
          },
        });
        const breaches = contractBreaches(runtime.dataDir, mark);
        if (breaches.length > 0)
          throw new Error(
            `API calls outside the OpenAPI document (Prism):\n${breaches.map(describeBreach).join('\n')}`,
          );
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
