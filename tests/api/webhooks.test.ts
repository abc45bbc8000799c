/**
 * Webhooks over DynamoDB Local through the real handlers and the stream-fed function (issue 34), with a
 * real receiver on this machine that checks each delivery's signature the README's way: an allotment is
 * posted once, signed, to the hooks that picked it; a tampered body and an old timestamp are refused by
 * the receiver; a receiver that fails is tried again with backoff, the outcome is listed, and a failed
 * delivery is sent again from the admin's page.
 */
import { readFile } from 'node:fs/promises';

import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';

import { keys } from '#functions/data/store/keys';
import { webhookSignature } from '#functions/domain/webhook-send';
import { deliverWebhooks } from '#functions/streams/webhook-deliveries';
import { webhookEvents, webhookHeaders } from '#shared/webhooks';

import { type Account, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream } from '../helpers/outbox';
import type { Receiver } from '../helpers/webhook-receiver';
import { webhookWorld } from '../helpers/webhook-world';
import { allotVia, createVia, storedItem } from './requests-fixtures';

let admin: Account;
let otherAdmin: Account;
let keeper: Account;
let student: Account;
let receiver: Receiver;
let hookId: string;

beforeAll(async () => {
  ({ admin, otherAdmin, keeper, student, receiver } = await webhookWorld());
  const made = await invoke('createWebhook', {
    token: admin.token,
    body: { url: receiver.url, events: ['request.allotted', 'request.turnedBack'] },
  });
  expect(made.status, made.text).toBe(201);
  receiver.secret = made.body.secret;
  hookId = made.body.webhook.id;
});

afterAll(() => receiver.close());

/** The request's item as the stream carries it, for handing the same change to the sender again. */
async function recordOf(requestId: string): Promise<DynamoDBStreamEvent['Records'][number]> {
  const item = await storedItem(keys.request(requestId));
  return {
    eventName: 'MODIFY',
    dynamodb: { NewImage: marshall(item!) as Record<string, AttributeValue> },
  } as DynamoDBStreamEvent['Records'][number];
}

const deliveries = async (): Promise<{ id: string; status: string }[]> => {
  const answer = await invoke('webhookDeliveries', { token: admin.token, query: { hookId } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items;
};

/** Posts a received delivery to the receiver again with other headers or body: its answer's status. */
async function replay(body: string, headers: Record<string, string>) {
  const answer = await fetch(receiver.url, { method: 'POST', body, headers });
  return answer.status;
}

it('posts an allotment once, signed, to the hook that picked it; a repeat of the change posts nothing', async () => {
  // Prepare
  const request = await createVia(student, 3);
  await deliverStream();
  const before = receiver.received.length;

  // Act
  await allotVia(admin, request, keeper);
  await deliverStream();
  await deliverWebhooks([await recordOf(request._id)]);

  // Assess: the create was not picked; the allotment came once, and verified.
  const got = receiver.received.slice(before);
  expect(got).toHaveLength(1);
  const [delivery] = got;
  expect(delivery!.verified).toBe(true);
  const body = JSON.parse(delivery!.body);
  expect(body).toMatchObject({
    event: 'request.allotted',
    hostelId: admin.hostelId,
    data: { request: { id: request._id, status: 'Scheduled', roomKeeperId: keeper.id } },
  });
  expect(delivery!.headers[webhookHeaders.id.toLowerCase()]).toBe(body.id);
  expect(delivery!.headers[webhookHeaders.event.toLowerCase()]).toBe('request.allotted');
  expect(JSON.stringify(body)).not.toContain(student.email);
  expect(await deliveries()).toEqual([
    expect.objectContaining({ id: body.id, event: 'request.allotted', status: 'delivered', attempts: 1 }),
  ]);
});

it('has the receiver refuse a tampered body and an old timestamp', async () => {
  // Prepare
  const delivery = receiver.received.find((each) => each.verified)!;
  const headers = {
    'Content-Type': 'application/json',
    [webhookHeaders.timestamp]: delivery.headers[webhookHeaders.timestamp.toLowerCase()]!,
    [webhookHeaders.signature]: delivery.headers[webhookHeaders.signature.toLowerCase()]!,
  };
  const tampered = delivery.body.replace('"Scheduled"', '"Completed"');
  const old = Math.floor(Date.now() / 1000) - 600;

  // Act
  const asSent = await replay(delivery.body, headers);
  const tamperedStatus = await replay(tampered, headers);
  const oldStatus = await replay(delivery.body, {
    ...headers,
    [webhookHeaders.timestamp]: String(old),
    [webhookHeaders.signature]: webhookSignature(receiver.secret, old, delivery.body),
  });

  // Assess
  expect({ asSent, tamperedStatus, oldStatus }).toEqual({
    asSent: 204,
    tamperedStatus: 401,
    oldStatus: 401,
  });
});

it('tries a failing receiver again with backoff, lists the failure, and the admin resends it', async () => {
  // Prepare: the receiver fails the first attempt of one delivery, and all three of the next.
  const first = await createVia(student, 4);
  const second = await createVia(student, 5);
  await deliverStream();
  receiver.failNext = 1;

  // Act
  await allotVia(admin, first, keeper);
  await deliverStream();
  receiver.failNext = 3;
  await allotVia(admin, second, keeper);
  await deliverStream();
  const listed = await deliveries();
  const failed = listed.find((each) => each.status === 'failed')!;
  const resent = await invoke('resendWebhookDelivery', {
    token: admin.token,
    body: { hookId, deliveryId: failed.id },
  });
  const elsewhere = await invoke('resendWebhookDelivery', {
    token: otherAdmin.token,
    body: { hookId, deliveryId: failed.id },
  });

  // Assess
  expect(listed.slice(0, 2)).toEqual([
    expect.objectContaining({ status: 'failed', attempts: 3, responseStatus: 503, error: 'HTTP 503' }),
    expect.objectContaining({ status: 'delivered', attempts: 2, responseStatus: 204 }),
  ]);
  expect(resent.status, resent.text).toBe(200);
  expect(resent.body).toMatchObject({ id: failed.id, status: 'delivered', attempts: 4, responseStatus: 204 });
  expect(resent.body).not.toHaveProperty('error');
  expect(receiver.received.at(-1)!.verified).toBe(true);
  expect(JSON.parse(receiver.received.at(-1)!.body).data.request.id).toBe(second._id);
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.body.code).toBe('webhook.notFound');
});

it('posts a keeper’s turn-back, and nothing of it to another hostel’s hook', async () => {
  // Prepare: the other hostel's admin has a hook of their own, to the same receiver, for every event.
  const theirs = await invoke('createWebhook', {
    token: otherAdmin.token,
    body: { url: receiver.url, events: [...webhookEvents] },
  });
  expect(theirs.status, theirs.text).toBe(201);
  const another = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
  const request = await allotVia(admin, await createVia(another, 6), keeper);
  await deliverStream();
  const before = receiver.received.length;

  // Act
  const back = await invoke('rejectRequest', {
    token: keeper.token,
    body: { id: request._id, message: 'Room locked' },
  });
  await deliverStream();

  // Assess
  expect(back.status, back.text).toBe(200);
  const got = receiver.received.slice(before).map((each) => JSON.parse(each.body));
  expect(got).toEqual([
    expect.objectContaining({
      event: 'request.turnedBack',
      data: { request: expect.objectContaining({ id: request._id, status: 'Pending' }) },
    }),
  ]);
  expect(got[0].data.request).not.toHaveProperty('roomKeeperId');
});

it('writes a delivery the sender has no time left for as failed, unsent, for the admin to resend', async () => {
  // Prepare: an allotment, handed to the sender with its time already up.
  const another = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
  const request = await allotVia(admin, await createVia(another, 8), keeper);
  const before = receiver.received.length;

  // Act
  await deliverWebhooks([await recordOf(request._id)], Date.now());

  // Assess
  expect(receiver.received.length).toBe(before);
  expect((await deliveries())[0]).toMatchObject({
    status: 'failed',
    attempts: 0,
    error: 'not sent: the sender ran out of time',
  });
  await deliverStream();
  expect(receiver.received.length).toBe(before);
});

it('refuses a URL that is not https to a host name, and a sixth hook', async () => {
  const plain = await invoke('createWebhook', {
    token: admin.token,
    body: { url: 'http://hooks.example.org/in', events: ['request.created'] },
  });
  for (let n = 0; n < 4; n++)
    expect(
      (
        await invoke('createWebhook', {
          token: admin.token,
          body: { url: `https://hooks.example.org/${n}`, events: ['request.created'] },
        })
      ).status,
    ).toBe(201);
  const sixth = await invoke('createWebhook', {
    token: admin.token,
    body: { url: 'https://hooks.example.org/6', events: ['request.created'] },
  });
  expect([plain.status, plain.body.code]).toEqual([400, 'webhook.urlNotAllowed']);
  expect([sixth.status, sixth.body.code]).toEqual([409, 'webhook.limitReached']);
});

it('shows in the README the very check the receiver runs', async () => {
  const readme = await readFile('README.md', 'utf8');
  const source = await readFile('tests/helpers/verify-webhook.ts', 'utf8');
  const check = /\/\/ README:verifyWebhook:start\n([\s\S]*?)\/\/ README:verifyWebhook:end/.exec(source)![1]!;
  expect(readme).toContain(check.trim());
});
