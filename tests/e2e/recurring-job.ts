/**
 * The hourly job's recurring cleaning, now, against a project's runtime (issue 31): the browser suite's
 * runtimes run no scheduled work (`global-setup.ts`), so a scenario runs the job's own code in a process of
 * its own on the runtime's DynamoDB Local, as `npm run digest` runs the scheduled work locally. What it
 * tells is mailed by the runtime's stream feed, as a deployment's stream would.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { localTableName, type RunningRuntime, runtimeFileName } from '#local/dynamo-local';

import { root, type Runtime } from './harness';

export interface HostelRun {
  hostelId: string;
  made: number;
  existing: number;
  told: number;
  /** Of those made, allotted by the run's auto-allot, and left Pending (issue 31). */
  allotted: number;
  unplaced: number;
}

export async function runRecurringJob(runtime: Runtime): Promise<HostelRun[]> {
  const running = JSON.parse(readFileSync(join(runtime.dataDir, runtimeFileName), 'utf8')) as RunningRuntime;
  const child = spawn(process.execPath, ['--import', 'tsx', join('tests', 'e2e', 'recurring-job-main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      TABLE_NAME: localTableName,
      DYNAMODB_ENDPOINT: running.dynamoEndpoint,
      OUTBOX_DIR: join(runtime.dataDir, 'outbox'),
      APP_ORIGIN: running.appOrigin,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`The recurring job failed (${code}):\n${errors}${output}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as HostelRun[];
}
