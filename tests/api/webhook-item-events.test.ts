/**
 * The webhook events of maintenance and inspections (issue 34) over DynamoDB Local, through the real
 * handlers and the stream-fed function, to a real receiver on this machine: a new maintenance report is
 * posted once as `maintenance.reported`, a later change of it is not; a failed inspection is posted as
 * `inspection.failed` with the items failed and the re-clean it made, a passed one is not. Neither carries
 * the reporter's words or any name.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream } from '../helpers/outbox';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver';
import { doneVia, singleResults as results } from './inspection-fixtures';
import { roomVia } from './room-requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let receiver: Receiver;

beforeAll(async () => {
  // The inspections' own test's day: a clean done today may be inspected.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  receiver = await startReceiver();
  const made = await invoke('createWebhook', {
    token: admin.token,
    body: { url: receiver.url, events: ['maintenance.reported', 'inspection.failed'] },
  });
  expect(made.status, made.text).toBe(201);
  receiver.secret = made.body.secret;
  await deliverStream();
});

afterAll(async () => {
  vi.useRealTimers();
  await receiver.close();
});

/** What the receiver got since `before`, verified, as parsed bodies. */
const gotSince = (before: number) =>
  receiver.received.slice(before).map((each) => {
    expect(each.verified).toBe(true);
    return JSON.parse(each.body) as { event: string; hostelId: string; data: Record<string, unknown> };
  });

it('posts a new maintenance report once, without its words or its reporter’s name; a change of it posts nothing', async () => {
  // Prepare
  const room = await roomVia(admin, { building: 'North', floor: '2', number: '204', typeId: 'single' });
  const before = receiver.received.length;

  // Act
  const made = await invoke('createMaintenanceReport', {
    token: keeper.token,
    body: { roomId: room.id, category: 'plumbing', urgency: 'urgent', text: 'The tap leaks.' },
  });
  await deliverStream();
  const moved = await invoke('updateMaintenanceReport', {
    token: admin.token,
    params: { id: made.body.report.id },
    body: { version: 1, status: 'inProgress' },
  });
  await deliverStream();

  // Assess
  expect([made.status, moved.status]).toEqual([201, 200]);
  const got = gotSince(before);
  expect(got).toEqual([
    expect.objectContaining({
      event: 'maintenance.reported',
      hostelId: hostel.id,
      data: {
        maintenanceReport: {
          id: made.body.report.id,
          status: 'new',
          category: 'plumbing',
          urgency: 'urgent',
          roomId: room.id,
          building: 'North',
          floor: '2',
          room: '204',
          reporterId: keeper.id,
        },
      },
    }),
  ]);
  expect(JSON.stringify(got)).not.toContain('tap leaks');
  expect(JSON.stringify(got)).not.toContain(keeper.name);
});

/** A clean done today by the keeper for a new student, through create, allot and Done. */
const completedClean = async (time: string) => (await doneVia({ hostel, admin, keeper }, time)).request;

it('posts a failed inspection with the items failed and its re-clean, and nothing of a passed one', async () => {
  // Prepare
  const failing = await completedClean('14:00');
  const passing = await completedClean('15:00');
  await deliverStream();
  const before = receiver.received.length;

  // Act
  const failed = await invoke('inspectRequest', {
    token: admin.token,
    body: { requestId: failing._id, results: results(['bathroom', 'bins']), note: 'Shower not done' },
  });
  const passed = await invoke('inspectRequest', {
    token: admin.token,
    body: { requestId: passing._id, results: results([]) },
  });
  await deliverStream();

  // Assess: the re-clean's allotment was not picked, so the one delivery is the failure.
  expect([failed.status, passed.status]).toEqual([201, 201]);
  const got = gotSince(before);
  expect(got).toEqual([
    expect.objectContaining({
      event: 'inspection.failed',
      hostelId: hostel.id,
      data: {
        inspection: {
          requestId: failing._id,
          passed: false,
          failedItems: ['bins', 'bathroom'],
          recleanId: failed.body.reclean._id,
          inspectorId: admin.id,
        },
      },
    }),
  ]);
  expect(JSON.stringify(got)).not.toContain('Shower');
});
