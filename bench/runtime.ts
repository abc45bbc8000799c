/**
 * The bench's data and runtime: one fresh data folder; DynamoDB Local started by the bench itself to
 * write the demo accounts and the stored requests straight into the table; then `local/start.ts` on that
 * folder, as `npm start` runs it, for the load and the page figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { ensureTable, freePort, startDynamoLocal } from '#local/dynamo-local';

export const root = resolve(import.meta.dirname, '..');
const tableName = 'hostel-clean';

export interface BenchData {
  dataDir: string;
  /** Runs `work` with DynamoDB Local up on the folder and this process's data layer pointed at it. */
  withStore: <T>(work: () => Promise<T>) => Promise<T>;
  remove: () => void;
}

/** A fresh data folder with its signing key, shared by the bench's own writes and the runtime. */
export async function benchData(): Promise<BenchData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
  const dynamoDir = join(dataDir, 'dynamodb');
  mkdirSync(dynamoDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
  // One port for every start of the bench's own DynamoDB Local: the data layer keeps its first endpoint.
  const port = await freePort();
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    JWT_SECRET: secret,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  return {
    dataDir,
    withStore: async (work) => {
      const dynamo = await startDynamoLocal({ dir: dynamoDir, port });
      try {
        await ensureTable(dynamo.endpoint, tableName);
        return await work();
      } finally {
        await dynamo.stop();
      }
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface Runtime {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** `local/start.ts` on the folder and a free port, serving `web/dist`; answers once it is up. */
export async function startRuntime(dataDir: string): Promise<Runtime> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: join(root, 'web', 'dist'),
      DYNAMODB_ENDPOINT: '',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
  };
  const deadline = Date.now() + 240_000;
  while (!output.includes('is running on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The local runtime did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** A demo account's session token, from the runtime's login route. */
export async function signIn(baseUrl: string, role: 'admin' | 'roomkeeper' | 'student'): Promise<string> {
  const email = {
    admin: 'admin@demo.hostel',
    roomkeeper: 'keeper@demo.hostel',
    student: 'student@demo.hostel',
  };
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: email[role], password: 'demo1234', role }),
  });
  const body = (await answer.json()) as { authToken?: string };
  if (!body.authToken) throw new Error(`Sign-in as ${role} answered ${answer.status}`);
  return body.authToken;
}
