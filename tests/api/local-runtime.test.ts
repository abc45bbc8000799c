/**
 * `npm start` as a user runs it: the runtime comes up on the given port with the demo data, answers
 * unknown API paths with JSON 404s, starts DynamoDB Local again when it dies (answering 503 meanwhile),
 * stops DynamoDB Local on Ctrl-C or one SIGTERM, and keeps data across a restart. It also runs the mock
 * push service with a VAPID pair kept in the data folder (issue 33).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, type RunningRuntime, runtimeFileName } from '#local/dynamo-local';
import { demoAccounts, demoPassword } from '#local/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'hostel-runtime-'));
let port = 0;
let runtime: ChildProcess | undefined;
let output = '';

async function start(): Promise<ChildProcess> {
  output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!output.includes('is running on')) {
    if (child.exitCode !== null) throw new Error(`runtime exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`runtime did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

/** DynamoDB Local processes serving this test's data folder. */
function dynamoProcesses(): string[] {
  const list = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return list.split('\n').filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(dataDir));
}

const pidOf = (line: string) => Number(line.trim().split(/\s+/)[0]);

/** Polls `check` every 200 ms until it holds, failing after `limitMs` (a bound, not a wait). */
async function until(what: string, check: () => boolean | Promise<boolean>, limitMs = 150_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${limitMs} ms: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const api = (path: string, init?: RequestInit) => fetch(`http://localhost:${port}${path}`, init);
const login = (email: string, role: string, password = demoPassword) =>
  api('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });

beforeAll(async () => {
  port = await freePort();
  runtime = await start();
}, 180_000);

afterAll(async () => {
  // A child killed by a signal keeps `exitCode` null: it has exited all the same.
  if (runtime && runtime.exitCode === null && runtime.signalCode === null) await stop(runtime);
});

describe('npm start', () => {
  it('serves health and lets the three demo accounts sign in', async () => {
    const health = await api('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    for (const account of demoAccounts) {
      const answer = await login(account.email, account.role);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ authToken: expect.any(String) });
    }
  });

  it('answers unknown API paths and wrong methods with JSON', async () => {
    const unknown = await api('/api/no/such/thing');
    const wrongMethod = await api('/api/auth/login');

    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'route.notFound', message: 'Not found' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({
      code: 'route.methodNotAllowed',
      message: 'Method not allowed',
    });
  });

  it('answers 503 while DynamoDB Local is dead, says so, and starts it again', async () => {
    const [before] = dynamoProcesses();
    // kill -9: DynamoDB Local dies without a word, as when the machine runs out of memory.
    process.kill(pidOf(before!), 'SIGKILL');
    await until('DynamoDB Local exiting', () => dynamoProcesses().length === 0, 30_000);

    const down = await api('/api/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ code: 'server.unavailable' });
    await until('the runtime telling', () => output.includes('DynamoDB Local stopped unexpectedly'), 30_000);

    await until('health answering 200 again', async () => (await api('/api/health')).status === 200);
    // Told on the runtime's stdout, which may reach this process after the health answer's socket does.
    await until(
      'the runtime telling it is back',
      () => output.includes('DynamoDB Local is running again.'),
      30_000,
    );
    const [after] = dynamoProcesses();
    expect(pidOf(after!)).not.toBe(pidOf(before!));
    expect((await login(demoAccounts[0]!.email, demoAccounts[0]!.role)).status).toBe(200);
  }, 180_000);

  it('runs the mock push service and answers the VAPID key kept in the data folder (issue 33)', async () => {
    const running = JSON.parse(readFileSync(join(dataDir, runtimeFileName), 'utf8')) as RunningRuntime;
    const kept = JSON.parse(readFileSync(join(dataDir, 'push-keys.json'), 'utf8')) as { publicKey: string };
    const { authToken } = (await (await login(demoAccounts[0]!.email, demoAccounts[0]!.role)).json()) as {
      authToken: string;
    };

    const key = await api('/api/push/key', { headers: { authorization: `Bearer ${authToken}` } });
    const mock = await fetch(`${running.pushServiceOrigin}/status`, { method: 'POST' });

    expect(await key.json()).toEqual({ publicKey: kept.publicKey });
    expect(mock.status).toBe(200);
  });

  it('stops DynamoDB Local on Ctrl-C and keeps the data for the next start', async () => {
    const registered = await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'kept@test.hostel',
        fullname: 'Kept Student',
        hostel: 'Demo Hostel',
        password: 'kept pass',
      }),
    });
    expect(registered.status).toBe(200);
    expect(dynamoProcesses()).toHaveLength(1);

    const { pushServiceOrigin } = JSON.parse(
      readFileSync(join(dataDir, runtimeFileName), 'utf8'),
    ) as RunningRuntime;
    expect(await stop(runtime as ChildProcess)).toBe(0);
    expect(dynamoProcesses()).toEqual([]);
    await expect(fetch(`${pushServiceOrigin}/status`, { method: 'POST' })).rejects.toThrow();

    runtime = await start();
    expect((await login('kept@test.hostel', 'student', 'kept pass')).status).toBe(200);
    const hostels = await (await api('/api/hostels')).json();
    expect(hostels.data.filter((hostel: { name: string }) => hostel.name === 'Demo Hostel')).toHaveLength(1);
  }, 180_000);

  it('stops the DynamoDB Local a killed start left behind, and starts again on the same data', async () => {
    const before = dynamoProcesses();
    expect(before).toHaveLength(1);

    const killedMock = (JSON.parse(readFileSync(join(dataDir, runtimeFileName), 'utf8')) as RunningRuntime)
      .pushServiceOrigin;
    // kill -9: the runtime gets no chance to stop its child.
    const killed = new Promise((resolve) => runtime!.once('exit', resolve));
    runtime!.kill('SIGKILL');
    await killed;
    expect(dynamoProcesses()).toEqual(before);

    runtime = await start();
    const after = dynamoProcesses();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    // On stderr, which need not reach this process before stdout's "is running on".
    await until(
      'the start telling it stopped the old one',
      () => output.includes('Stopped a DynamoDB Local that an earlier start left running'),
      30_000,
    );
    // The mock push service of the killed start ended with it (its standard input closed).
    await until('the killed start’s mock push service ending', () =>
      fetch(`${killedMock}/status`, { method: 'POST' }).then(
        () => false,
        () => true,
      ),
    );
    expect((await login('kept@test.hostel', 'student', 'kept pass')).status).toBe(200);
  }, 180_000);

  it('stops everything on one SIGTERM, also after DynamoDB Local was killed by a signal', async () => {
    const [store] = dynamoProcesses();
    // Killed by a signal (kill -9, the OOM killer), a child has no exit code, only a signal code: the
    // stop must not wait for an exit that already happened. (Java itself exits 143 on SIGTERM.)
    process.kill(pidOf(store!), 'SIGKILL');
    await until('DynamoDB Local exiting', () => dynamoProcesses().length === 0, 30_000);
    // A request through the runtime's event loop: by its answer the runtime has taken in the child's end
    // (ps stops listing a dead child before its parent has reaped it).
    expect((await api('/api/health')).status).toBeGreaterThanOrEqual(500);
    const exited = new Promise<number | null>((resolve) => runtime!.once('exit', (code) => resolve(code)));

    runtime!.kill('SIGTERM');

    // A bound, not a wait: stopping takes well under a second; before the fix it never ended.
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref()),
    ]);
    expect(code).toBe(0);
    expect(dynamoProcesses()).toEqual([]);
  }, 60_000);
});
