/**
 * Pass rates in the analytics (issue 32) over DynamoDB Local: each inspection moves the day item's
 * counters (in all, per keeper, per room type) in its own transaction, so after a pass, a fail and the
 * same inspections sent again the counts are exact; a keeper reads their own, and the backfill's reading of
 * the history counts the same.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { eventsOfRequest } from '#functions/domain/stats-backfill';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { singleResults as results } from './inspection-fixtures';
import { allotVia, assertInvariants, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
const students: Account[] = [];
let roomIds: string[];

async function cleanInRoom(time: string) {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  const student = await makeUser('student', hostel);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(student.id),
      UpdateExpression: 'SET roomId = :room',
      ExpressionAttributeValues: { ':room': roomIds[students.length] },
    }),
  );
  students.push(student);
  const request = await createVia(student, 0, time);
  await allotVia(admin, request, keeper);
  const done = await invoke('completeRequest', {
    token: keeper.token,
    body: { id: request._id, timeIn: '09:00', timeOut: '09:30' },
  });
  expect(done.status).toBe(200);
  return request;
}

const inspect = (requestId: string, failed: string[]) =>
  invoke('inspectRequest', { token: admin.token, body: { requestId, results: results(failed) } });

const analyticsOf = async (account: Account) => {
  const answer = await invoke('analytics', {
    token: account.token,
    query: { from: dateIn(-1), to: dateIn(1) },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper' });
  const range = await invoke('createRoomRange', {
    token: admin.token,
    body: { building: 'A', floor: '1', from: 101, to: 104, typeId: 'single' },
  });
  roomIds = range.body.created.map((room: { id: string }) => room.id);
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students, keepers: [keeper] });
  vi.useRealTimers();
});

describe('pass rates', () => {
  it('are absent before any inspection', async () => {
    expect((await analyticsOf(admin)).inspections).toBeUndefined();
  });

  it('count a pass and a fail exactly once, however often they are sent', async () => {
    const passing = await cleanInRoom('13:00');
    const failing = await cleanInRoom('13:30');
    expect((await inspect(passing._id, [])).status).toBe(201);
    expect((await inspect(failing._id, ['bathroom'])).status).toBe(201);
    // Sent again (a double tap, a replayed request): refused, and nothing counted twice.
    expect((await inspect(passing._id, [])).status).toBe(409);
    expect((await inspect(failing._id, ['bathroom'])).status).toBe(409);
    expect((await inspect(failing._id, [])).status).toBe(409);

    expect((await analyticsOf(admin)).inspections).toEqual({
      inspected: 2,
      passed: 1,
      keepers: [{ _id: keeper.id, name: 'Kim Keeper', inspected: 2, passed: 1 }],
      roomTypes: [{ id: 'single', inspected: 2, passed: 1 }],
    });
    // The keeper reads their own numbers, without anyone else's row.
    expect((await analyticsOf(keeper)).inspections).toEqual({
      inspected: 2,
      passed: 1,
      keepers: [],
      roomTypes: [],
    });
  });

  it('are what the backfill reads off the history', async () => {
    const { getRequest } = await import('#functions/data/requests');
    const checked = await cleanInRoom('14:00');
    expect((await inspect(checked._id, ['floor'])).status).toBe(201);
    const stored = await getRequest(checked._id);
    const events = eventsOfRequest(stored!).filter((event) => event.kind === 'inspected');
    expect(events).toEqual([
      expect.objectContaining({ keeperId: keeper.id, roomTypeId: 'single', passed: false }),
    ]);
    expect((await analyticsOf(admin)).inspections).toMatchObject({ inspected: 3, passed: 1 });
  });
});
