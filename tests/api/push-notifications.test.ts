/**
 * Push notifications end to end without the internet (issue 33): a device subscribes through the mock push
 * service's client side (`web-push-testing`), saves its subscription through the real route, and a change
 * in the product reaches it from the table's stream: the mock checks the VAPID signature, decrypts the
 * payload, and the test reads it in the reader's language. A device the service answers 410 for is
 * removed; removing the user removes their devices.
 */
import webpush from 'web-push';

import { pushDevicesOf, putPushPublicKey } from '#functions/data/push-devices';
import { env } from '#functions/env';
import {
  expireWithMock,
  receivedByMock,
  type RunningPushService,
  startPushService,
  subscribeWithMock,
} from '#local/push-service';

import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream, readOutbox } from '../helpers/outbox';
import { allotVia, dateIn } from './requests-fixtures';

let service: RunningPushService;
let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  service = await startPushService();
  const keys = webpush.generateVAPIDKeys();
  // What `npm start` hands the functions: the local pair and the mock's origin as an allowed endpoint.
  Object.assign(env, { pushKeys: JSON.stringify(keys), pushTestOrigin: service.origin });
  await putPushPublicKey(keys.publicKey);
  ({ admin, keeper, student } = await hostelWithRoles({ keeper: { name: 'Kai Keeper' } }));
  const german = await invoke('updateUser', { token: keeper.token, body: { language: 'de' } });
  expect(german.status).toBe(200);
});

afterAll(async () => {
  await service?.stop();
});

/** A device of `account`: subscribed at the mock with the key the API answers, saved through the route. */
async function subscribeDevice(account: Account) {
  const key = await invoke('pushKey', { token: account.token });
  expect(key.status).toBe(200);
  const subscription = await subscribeWithMock(service.origin, key.body.publicKey);
  const saved = await invoke('savePushSubscription', {
    token: account.token,
    body: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
  });
  expect(saved.status, saved.text).toBe(200);
  return subscription;
}

async function requestWithNote(days: number) {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '101', floor: '1', date: dateIn(days), time: '10:30', message: 'Please mind the plants' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.request as { _id: string };
}

const payloadsOf = async (clientHash: string) =>
  (await receivedByMock(service.origin, clientHash)).map(
    (text) => JSON.parse(text) as Record<string, string>,
  );

it('pushes an allotment to the keeper’s device in German, with the link to the request and nothing more', async () => {
  // Prepare
  const device = await subscribeDevice(keeper);
  const request = await requestWithNote(3);

  // Act
  await allotVia(admin, request, keeper);
  await deliverStream();

  // Assess
  const [payload, ...more] = await payloadsOf(device.clientHash);
  expect(more).toEqual([]);
  expect(Object.keys(payload!).sort()).toEqual(['body', 'tag', 'title', 'url']);
  expect(payload!.title).toMatch(/^Neue Reinigung: Zimmer 101 am /);
  expect(payload!.body).toMatch(/^.+ hat Ihnen Zimmer 101 \(.+\) am .+ um 10:30 zugeteilt\.$/);
  // The bell shows no student's note, so neither does the push (the mail does).
  expect(JSON.stringify(payload)).not.toContain('plants');
  expect(payload!.url).toBe(`https://hostel.example/dashboard/roomkeeper?request=${request._id}`);
  expect(payload!.tag).toBe(`request-${request._id}`);
});

it('pushes only the kinds the reader chose for push', async () => {
  // Prepare
  const device = await subscribeDevice(student);
  const chose = await invoke('updateUser', { token: student.token, body: { pushKinds: ['completed'] } });
  expect(chose.body.data.pushKinds).toEqual(['completed']);
  const before = (await payloadsOf(device.clientHash)).length;

  // Act: the student is told of the allotment (in the bell, and by mail), not by push.
  await allotVia(admin, await requestWithNote(4), keeper);
  await deliverStream();

  // Assess
  expect((await payloadsOf(device.clientHash)).length).toBe(before);
  const refused = await invoke('updateUser', { token: student.token, body: { pushKinds: ['assigned'] } });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([
    { path: 'pushKinds', message: "'assigned' is not pushed to a student" },
  ]);
});

it('removes a device the push service answers 410 for, and keeps the others', async () => {
  // Prepare
  const gone = await subscribeDevice(keeper);
  const kept = await subscribeDevice(keeper);
  await expireWithMock(service.origin, gone.clientHash);

  // Act
  await allotVia(admin, await requestWithNote(5), keeper);
  await deliverStream();

  // Assess
  const endpoints = (await pushDevicesOf([keeper.id])).get(keeper.id)!.map((device) => device.endpoint);
  expect(endpoints).toContain(kept.endpoint);
  expect(endpoints).not.toContain(gone.endpoint);
  expect(await payloadsOf(kept.clientHash)).toHaveLength(1);
});

it('keeps a device the push service refuses for another reason (a 400), and mails all the same', async () => {
  // Prepare: a device whose endpoint the mock never handed out, so it answers 400, not 410.
  const { admin: ownAdmin, keeper: other, student: asker } = await hostelWithRoles();
  const real = await subscribeWithMock(
    service.origin,
    (await invoke('pushKey', { token: other.token })).body.publicKey,
  );
  const unknown = `${service.origin}/notify/${'f'.repeat(64)}`;
  const saved = await invoke('savePushSubscription', {
    token: other.token,
    body: { endpoint: unknown, keys: real.keys },
  });
  expect(saved.status).toBe(200);
  const made = await invoke('createRequest', {
    token: asker.token,
    body: { room: '7', floor: '1', date: dateIn(6), time: '11:00' },
  });

  // Act
  await allotVia(ownAdmin, made.body.request, other);
  await deliverStream();

  // Assess
  const endpoints = (await pushDevicesOf([other.id])).get(other.id)!.map((device) => device.endpoint);
  expect(endpoints).toEqual([unknown]);
  expect((await readOutbox()).filter((mail) => mail.to === other.email)).toHaveLength(1);
});

it('lets no one remove another user’s device, in their hostel or another', async () => {
  // Prepare
  const device = await subscribeDevice(keeper);
  const { admin: otherAdmin } = await hostelWithRoles();

  const unknown = `${service.origin}/notify/${'0'.repeat(64)}`;

  // Act
  const tries = await Promise.all(
    [student, otherAdmin].flatMap((account) =>
      [device.endpoint, unknown].map((endpoint) =>
        invoke('removePushSubscription', { token: account.token, body: { endpoint } }),
      ),
    ),
  );

  // Assess: another's device answers exactly as one that exists nowhere.
  const [studentsTry, studentsUnknown, adminsTry, adminsUnknown] = tries.map((answer) => [
    answer.status,
    answer.text,
  ]);
  expect([studentsTry, adminsTry]).toEqual([studentsUnknown, adminsUnknown]);
  expect(studentsTry![0]).toBe(200);
  const endpoints = (await pushDevicesOf([keeper.id])).get(keeper.id)!.map((known) => known.endpoint);
  expect(endpoints).toContain(device.endpoint);
});

it('removes the devices of a removed user', async () => {
  // Prepare
  const { admin: ownAdmin, keeper: leaving } = await hostelWithRoles();
  await subscribeDevice(leaving);
  expect((await pushDevicesOf([leaving.id])).has(leaving.id)).toBe(true);

  // Act
  const removed = await invoke('deleteUsers', { token: ownAdmin.token, body: { ids: [leaving.id] } });

  // Assess
  expect(removed.status, removed.text).toBe(200);
  expect((await pushDevicesOf([leaving.id])).has(leaving.id)).toBe(false);
});
