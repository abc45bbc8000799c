/**
 * Rotating a webhook's secret and the private-address check (issue 34) over DynamoDB Local, through the real
 * handlers and the stream-fed function, with a real receiver on this machine: after a rotation each
 * delivery carries two signatures, so a receiver on the old secret and one on the new both verify it, until
 * the grace period ends; the new secret is answered once. A URL that is or resolves to a private address is
 * refused at registration, and a hook whose name leads to one by the time it is posted to is not posted to.
 * Registering, rotating and deleting a hook are in the audit log, in their own transactions, never a secret.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { readWebhooks } from '#functions/data/webhooks';
import { env } from '#functions/env';
import { webhookHeaders } from '#shared/webhooks';

import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream } from '../helpers/outbox';
import { verifyWebhook } from '../helpers/verify-webhook';
import type { Receiver } from '../helpers/webhook-receiver';
import { webhookWorld } from '../helpers/webhook-world';
import { setHooks } from '../helpers/webhooks';
import { allotVia, createVia } from './requests-fixtures';

let admin: Account;
let otherAdmin: Account;
let keeper: Account;
let student: Account;
let receiver: Receiver;

beforeAll(async () => {
  ({ admin, otherAdmin, keeper, student, receiver } = await webhookWorld());
});

afterAll(() => receiver.close());

const addHook = async (url: string) => {
  const made = await invoke('createWebhook', {
    token: admin.token,
    body: { url, events: ['request.allotted'] },
  });
  expect(made.status, made.text).toBe(201);
  return made.body as { webhook: { id: string }; secret: string };
};

/** Allots a new request of the student and hands the stream to the sender: what the receiver got of it. */
async function allotAndDeliver(day: number) {
  const request = await createVia(student, day);
  await allotVia(admin, request, keeper);
  const before = receiver.received.length;
  await deliverStream();
  return receiver.received.slice(before);
}

const verifiesWith = (secret: string, got: Receiver['received'][number]) =>
  verifyWebhook(
    secret,
    {
      timestamp: got.headers[webhookHeaders.timestamp.toLowerCase()],
      signature: got.headers[webhookHeaders.signature.toLowerCase()],
    },
    got.body,
  );

it('signs with the new and the old secret for a day after a rotation, then with the new one only', async () => {
  // Prepare
  const made = await addHook(receiver.url);
  receiver.secret = made.secret;
  const old = made.secret;

  // Act
  const rotated = await invoke('rotateWebhookSecret', {
    token: admin.token,
    body: { hookId: made.webhook.id },
  });
  const elsewhere = await invoke('rotateWebhookSecret', {
    token: otherAdmin.token,
    body: { hookId: made.webhook.id },
  });
  const during = await allotAndDeliver(3);
  const listed = await invoke('listWebhooks', { token: admin.token });
  // The grace period ends (the sessions' own clock cannot move a day on, so the hook's end moves back).
  const { hooks } = await readWebhooks(admin.hostelId);
  await setHooks(
    admin.hostelId,
    hooks.map((hook) => ({ ...hook, oldSecretUntil: new Date(Date.now() - 1000).toISOString() })),
  );
  receiver.secret = rotated.body.secret;
  const after = await allotAndDeliver(4);

  // Assess
  expect(rotated.status, rotated.text).toBe(200);
  const fresh = rotated.body.secret as string;
  expect(fresh).toMatch(/^whsec_[\w-]{43}$/);
  expect(fresh).not.toBe(old);
  expect(rotated.body.webhook.oldSecretUntil).toEqual(expect.any(String));
  expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'webhook.notFound']);
  expect(during).toHaveLength(1);
  expect(during[0]!.headers[webhookHeaders.signature.toLowerCase()]).toMatch(
    /^v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/,
  );
  expect([verifiesWith(old, during[0]!), verifiesWith(fresh, during[0]!)]).toEqual([true, true]);
  expect(JSON.stringify(listed.body)).not.toContain('whsec_');
  expect(listed.body.items[0].oldSecretUntil).toBe(rotated.body.webhook.oldSecretUntil);
  expect(after).toHaveLength(1);
  expect(after[0]!.headers[webhookHeaders.signature.toLowerCase()]).toMatch(/^v1=[0-9a-f]{64}$/);
  expect([verifiesWith(old, after[0]!), verifiesWith(fresh, after[0]!)]).toEqual([false, true]);
  await invoke('deleteWebhook', { token: admin.token, body: { hookId: made.webhook.id } });
});

it('records registering, rotating and deleting a hook in the audit log: who, which URL, never a secret', async () => {
  // Prepare
  const url = `${receiver.url}/audited`;

  // Act
  const made = await addHook(url);
  const rotated = await invoke('rotateWebhookSecret', {
    token: admin.token,
    body: { hookId: made.webhook.id },
  });
  const removed = await invoke('deleteWebhook', { token: admin.token, body: { hookId: made.webhook.id } });
  const log = await invoke('auditLog', { token: admin.token });

  // Assess
  expect([rotated.status, removed.status]).toEqual([200, 200]);
  const entry = (action: string, changes: { name: string; value: string }[]) =>
    expect.objectContaining({ action, byId: admin.id, byName: admin.name, at: expect.any(String), changes });
  expect(log.body.items.slice(0, 3)).toEqual([
    entry('webhookDelete', [{ name: 'url', value: url }]),
    entry('webhookRotate', [{ name: 'url', value: url }]),
    entry('webhookAdd', [
      { name: 'url', value: url },
      { name: 'events', value: 'request.allotted' },
    ]),
  ]);
  expect(JSON.stringify(log.body)).not.toContain('whsec_');
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  const stored = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditLog(admin.hostelId).pk },
    }),
  );
  expect(JSON.stringify(stored.Items)).not.toContain('whsec_');
});

it.each([
  ['https://169.254.169.254/latest/meta-data/'],
  ['https://[::ffff:a9fe:a9fe]/in'],
  ['https://[fd00:ec2::254]/in'],
  ['https://10.0.0.5/in'],
  ['https://100.64.0.1/in'],
  ['http://192.168.1.10:4000/in'],
  ['https://[fe80::1]/in'],
])('refuses to register %s, a private address', async (url) => {
  const answer = await invoke('createWebhook', {
    token: admin.token,
    body: { url, events: ['request.created'] },
  });
  expect([answer.status, answer.body.code]).toEqual([400, 'webhook.privateAddress']);
});

it('does not post to a hook whose name leads to a private address by the time it is sent, and says why', async () => {
  // Prepare: a hook by the name `localhost`, taken where receivers on this machine are; then the sender
  // runs as in the cloud, where the same name is a private address (as a rebound name would be).
  const made = await addHook(receiver.url.replace('127.0.0.1', 'localhost'));
  const hookId = made.webhook.id;
  env.webhookAllowLoopback = false;
  let got: Receiver['received'];
  try {
    got = await allotAndDeliver(5);
  } finally {
    env.webhookAllowLoopback = true;
  }
  const deliveries = await invoke('webhookDeliveries', { token: admin.token, query: { hookId } });

  // Assess: refused at the connection, once (not tried again), listed with the reason.
  expect(got).toEqual([]);
  expect(deliveries.body.items).toEqual([
    expect.objectContaining({ status: 'failed', attempts: 1, error: 'refused: the address is private' }),
  ]);
});
