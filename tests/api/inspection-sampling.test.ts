/**
 * Inspection sampling (issue 32) over DynamoDB Local: with the hostel's "1 in N" on, a Done picked at
 * random marks its clean as waiting for inspection in its own transaction — the request, its room's board
 * entry and the admin's list — a replayed Done picks nothing twice, and the inspection settles all three.
 * The draw is made certain through `sampling.random`.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { pickedForInspection, sampling } from '#functions/domain/inspection-sampling';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { singleResults } from './inspection-fixtures';
import { allotVia, assertInvariants, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
const students: Account[] = [];
let roomIds: string[];
const realRandom = sampling.random;

async function store() {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  return { db, tableName, keys };
}

/** A new student living in the next room, as the residents' assignment leaves the user item. */
async function studentInRoom(): Promise<Account> {
  const { db, tableName, keys } = await store();
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
  return student;
}

const setOneIn = async (inspectOneIn: number | null) =>
  invoke('updateHostelSettings', { token: admin.token, body: { inspectOneIn } });

/** Done by the keeper of a new student's clean today; `actionId` as a phone's queue sends it. */
async function completed(time: string, actionId?: string) {
  const student = await studentInRoom();
  const request = await createVia(student, 0, time);
  await allotVia(admin, request, keeper);
  const body = { id: request._id, timeIn: '09:00', timeOut: '09:30', ...(actionId ? { actionId } : {}) };
  const done = await invoke('completeRequest', { token: keeper.token, body });
  expect(done.status).toBe(200);
  return { request, body, done };
}

async function storedRequest(id: string) {
  const { db, tableName, keys } = await store();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.request(id) }))).Item;
}

async function boardEntry(roomId: string | undefined) {
  const { db, tableName, keys } = await store();
  const key = keys.boardEntry(hostel.id, dateIn(0), roomId ?? '');
  return (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
}

const dueIds = async () =>
  (await invoke('inspectionsDue', { token: admin.token, query: {} })).body.items.map(
    (item: { requestId: string }) => item.requestId,
  );

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  const range = await invoke('createRoomRange', {
    token: admin.token,
    body: { building: 'A', floor: '1', from: 101, to: 110, typeId: 'single' },
  });
  roomIds = range.body.created.map((room: { id: string }) => room.id);
});

afterEach(() => {
  sampling.random = realRandom;
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students, keepers: [keeper] });
  vi.useRealTimers();
});

describe('the draw', () => {
  it('picks with chance 1 in N, always at 1, never while off', () => {
    sampling.random = () => 0.19;
    expect(pickedForInspection(5)).toBe(true);
    sampling.random = () => 0.2;
    expect(pickedForInspection(5)).toBe(false);
    sampling.random = () => 0.999;
    expect(pickedForInspection(1)).toBe(true);
    sampling.random = () => 0;
    expect(pickedForInspection(null)).toBe(false);
  });
});

describe('the hostel’s setting', () => {
  it('is off by default, takes 1 to 20 or null, and refuses anything else', async () => {
    expect((await invoke('hostelSettings', { token: admin.token })).body.inspectOneIn).toBeNull();
    for (const wrong of [0, 21, 2.5, '5'])
      expect((await setOneIn(wrong as number)).status, String(wrong)).toBe(400);
    expect((await setOneIn(5)).body.inspectOneIn).toBe(5);
    expect((await setOneIn(null)).body.inspectOneIn).toBeNull();
  });
});

describe('a picked clean', () => {
  it('waits on the request, the board and the list until its inspection, once however often Done is sent', async () => {
    await setOneIn(5);
    sampling.random = () => 0;
    const { request, body, done } = await completed('13:00', randomUUID());
    expect(done.body.inspectDue).toBe(true);
    // The phone's queue sends Done again: the first answer, and no second draw moves anything.
    sampling.random = () => {
      throw new Error('a replay must not draw');
    };
    const replay = await invoke('completeRequest', { token: keeper.token, body });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(done.body);

    expect((await storedRequest(request._id))?.inspectDue).toBe(true);
    expect((await boardEntry(request.roomId))?.inspectDue).toBe(1);
    const board = await invoke('roomBoard', { token: admin.token, query: { building: 'A' } });
    const room = board.body.rooms.find((entry: { id: string }) => entry.id === request.roomId);
    expect(room.waits).toContain('inspection');
    expect(await dueIds()).toEqual([request._id]);

    const inspected = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: request._id, results: singleResults() },
    });
    expect(inspected.status).toBe(201);
    expect((await storedRequest(request._id))?.inspectDue).toBeUndefined();
    expect((await boardEntry(request.roomId))?.inspectDue).toBe(0);
    expect(await dueIds()).toEqual([]);
    const after = await invoke('roomBoard', { token: admin.token, query: { building: 'A' } });
    const roomAfter = after.body.rooms.find((entry: { id: string }) => entry.id === request.roomId);
    expect(roomAfter.waits).not.toContain('inspection');
  });

  it('is not picked when the draw misses, nor at all while sampling is off', async () => {
    await setOneIn(5);
    sampling.random = () => 0.5;
    const missed = await completed('13:30');
    await setOneIn(null);
    sampling.random = () => 0;
    const off = await completed('14:00');
    for (const { request, done } of [missed, off]) {
      expect(done.body.inspectDue).toBeUndefined();
      expect((await boardEntry(request.roomId))?.inspectDue ?? 0).toBe(0);
    }
    expect(await dueIds()).toEqual([]);
  });

  it('is inspected even when it failed: the re-clean is made and the mark settled', async () => {
    await setOneIn(1);
    const { request } = await completed('14:30');
    expect(await dueIds()).toEqual([request._id]);
    const failed = await invoke('inspectRequest', {
      token: admin.token,
      body: {
        requestId: request._id,
        results: singleResults(['bathroom']),
      },
    });
    expect(failed.status).toBe(201);
    expect(failed.body.reclean).toBeDefined();
    expect(await dueIds()).toEqual([]);
    await setOneIn(null);
  });
});
