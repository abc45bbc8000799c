/**
 * Starts the local runtime once for the whole browser run (`harness.ts`: the suite's own build of the
 * site, a free port, a fresh data folder with its own DynamoDB Local, no scheduled work) and sets the demo
 * hostel's clock (`hostel-clock.ts`). The workers find both through the environment; the returned function
 * stops the runtime and removes its data when the run ends, also when it is interrupted.
 */
import { rmSync } from 'node:fs';

import { runtimeEnv, screenshotDir, startRuntime } from './harness';
import { hostelOffset, hostelOffsetEnv, setHostelClock } from './hostel-clock';
import { demo, demoPassword } from './steps';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(screenshotDir, { recursive: true, force: true });
  const runtime = await startRuntime();
  try {
    await setHostelClock(runtime.baseUrl, demo.admin, demoPassword);
  } catch (error) {
    await runtime.stop();
    throw error;
  }
  // The workers read the same zone, even when an hour turns between this process and theirs.
  process.env[hostelOffsetEnv] = String(hostelOffset);
  process.env[runtimeEnv.baseUrl] = runtime.baseUrl;
  process.env[runtimeEnv.dataDir] = runtime.dataDir;
  return runtime.stop;
}
