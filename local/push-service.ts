/**
 * The mock push service (`web-push-testing`, issue 33) on one machine, as DynamoDB Local stands in for
 * DynamoDB: a child process on a free port that hands out subscriptions, receives what the notice function
 * pushes, checks its VAPID signature, decrypts it, and reports what each subscription received. `npm start`
 * and the API tests start it; the functions accept its origin as an endpoint (`PUSH_TEST_ORIGIN`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { freePort } from './dynamo-local';

export interface RunningPushService {
  /** `http://localhost:<port>`: the service's API and its subscriptions' endpoints. */
  origin: string;
  stop: () => Promise<void>;
}

const packageDir = () => dirname(createRequire(import.meta.url).resolve('web-push-testing/package.json'));

/**
 * The service's own server and model, started as its `bin/server.js` does, in a process that ends when its
 * standard input does: a runtime killed outright (kill -9) leaves no mock push service behind.
 */
const childCode = (dir: string) => `
  process.stdin.on('end', () => process.exit(0)).resume();
  const Server = require(${JSON.stringify(join(dir, 'src/server.js'))});
  const { PushApiModel } = require(${JSON.stringify(join(dir, 'src/PushApiModel.js'))});
  new Server(new PushApiModel(), Number(process.argv[1])).startServer();
`;

const waitMs = 15_000;

async function serving(origin: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mock push service exited (code ${child.exitCode})`);
    const answer = await fetch(`${origin}/status`, { method: 'POST' }).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() > until) throw new Error(`the mock push service did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startPushService(): Promise<RunningPushService> {
  const port = await freePort();
  // Its endpoints name `localhost`; the service listens on every address of this machine's loopback.
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['-e', childCode(packageDir()), String(port)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  try {
    await serving(origin, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** What the browser's side of the mock does: a subscription for the given VAPID public key. */
export async function subscribeWithMock(
  origin: string,
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }> {
  const answer = await fetch(`${origin}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: publicKey }),
  });
  if (!answer.ok) throw new Error(`the mock push service refused to subscribe: ${await answer.text()}`);
  return ((await answer.json()) as { data: Awaited<ReturnType<typeof subscribeWithMock>> }).data;
}

/** The payloads a subscription received, decrypted by the mock, oldest first. */
export async function receivedByMock(origin: string, clientHash: string): Promise<string[]> {
  const answer = await fetch(`${origin}/get-notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientHash }),
  });
  if (!answer.ok) throw new Error(`the mock push service did not list messages: ${await answer.text()}`);
  return ((await answer.json()) as { data: { messages: string[] } }).data.messages;
}

/** Makes the mock answer 410 Gone to every later push to that subscription, as a push service does. */
export async function expireWithMock(origin: string, clientHash: string): Promise<void> {
  const answer = await fetch(`${origin}/expire-subscription/${clientHash}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the mock push service did not expire the subscription`);
}
