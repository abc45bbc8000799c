/**
 * Starts the local runtimes once for the whole browser run, one per project to run (`desktop`, `phone`):
 * each project's scenarios work on their own fresh demo hostel, so neither project's order or data can
 * change the other's. Each runtime (`harness.ts`) serves the suite's one build of the site, on a free port,
 * with a fresh data folder and its own DynamoDB Local and no scheduled work, behind a front that passes its
 * API calls through Prism's validating proxy (`contract-front.ts`); the demo hostel's clock is set in each
 * (`hostel-clock.ts`). The workers find them through the environment; the returned function stops
 * them and removes their data when the run ends, also when it is interrupted.
 */
import { rmSync } from 'node:fs';

import type { FullConfig } from '@playwright/test';

import { freePort } from '#local/dynamo-local';

import { type ContractFront, startContractFront } from './contract-front';
import { buildSite, type Runtime, runtimeEnv, screenshotDir, siteDir, startRuntime } from './harness';
import { hostelOffset, hostelOffsetEnv, setHostelClock } from './hostel-clock';
import { demo, demoPassword } from './steps';

/**
 * The projects this run selected (`--project`): Playwright puts them on the config it hands the setup;
 * without them, every project of the config.
 */
function projectsToRun(config: FullConfig): string[] {
  const selected = (config as FullConfig & { filteredProjects?: FullConfig['projects'] }).filteredProjects;
  return (selected ?? config.projects).map((project) => project.name);
}

/** The project's runtime behind its contract front: the address the scenarios use is the front's. */
async function startProjectRuntime(project: string): Promise<Runtime> {
  const frontPort = await freePort();
  const served = await startRuntime({ siteDir, appOrigin: `http://localhost:${frontPort}` });
  let front: ContractFront;
  try {
    front = await startContractFront(served.baseUrl, frontPort, served.dataDir);
  } catch (error) {
    await served.stop();
    throw error;
  }
  const runtime: Runtime = {
    baseUrl: front.baseUrl,
    dataDir: served.dataDir,
    stop: async () => {
      await front.stop();
      await served.stop();
    },
  };
  try {
    await setHostelClock(runtime.baseUrl, demo.admin, demoPassword);
  } catch (error) {
    await runtime.stop();
    throw new Error(`The ${project} runtime: ${error instanceof Error ? error.message : String(error)}`);
  }
  const names = runtimeEnv(project);
  process.env[names.baseUrl] = runtime.baseUrl;
  process.env[names.dataDir] = runtime.dataDir;
  return runtime;
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  rmSync(screenshotDir, { recursive: true, force: true });
  buildSite();
  // The workers read the same zone, even when an hour turns between this process and theirs.
  process.env[hostelOffsetEnv] = String(hostelOffset);
  const started = await Promise.allSettled(projectsToRun(config).map(startProjectRuntime));
  const runtimes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => void (await Promise.all(runtimes.map((runtime) => runtime.stop())));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
