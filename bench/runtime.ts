/**
 * The bench's data and runtime: one fresh data folder; DynamoDB Local started by the bench itself to
 * write the demo accounts and the stored requests straight into the table; then `local/start.ts` on that
 * folder, as `npm start` runs it, for the load and the page figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, localTableName as tableName, startDynamoLocal } from '#local/dynamo-local';
import { ensureTable } from '#local/dynamo-table';
import { type Runtime, startRuntime as startE2eRuntime } from '#tests/e2e/harness';

export const root = resolve(import.meta.dirname, '..');

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

/**
 * `local/start.ts` on the folder and a free port, serving `web/dist` (the browser suite's harness), called
 * at 127.0.0.1: the load goes to this machine's loopback only.
 */
export async function startRuntime(dataDir: string): Promise<Runtime> {
  const runtime = await startE2eRuntime({ dataDir, siteDir: join(root, 'web', 'dist') });
  return { ...runtime, baseUrl: runtime.baseUrl.replace('//localhost:', '//127.0.0.1:') };
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

/**
 * Inside `withStore`: the demo hostel seeded (again changes nothing) and the demo admin's session token
 * from the login handler itself, for the bench's own calls through the handlers.
 */
export async function seededAdminToken(): Promise<string> {
  const { seedDemo } = await import('#local/seed');
  const { invoke } = await import('#tests/helpers/invoke');
  await seedDemo();
  const login = await invoke('authLogin', {
    body: { email: 'admin@demo.hostel', password: 'demo1234', role: 'admin' },
  });
  return login.body.authToken as string;
}
