/**
 * The room board over DynamoDB Local (issue 30): each change of a request on a room moves that room's
 * entry of the day in the change's own transaction, the board reads it back as the room's state, a clean
 * and a rating land on the room's page, and a request made before rooms has no entry.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let student: Account;
let other: Account;
let roomIds: Record<string, string>;

async function store() {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  return { db, tableName, keys };
}

/** Puts the student in the room, as the residents' assignment does (the user item's `roomId`). */
async function moveInto(account: Account, roomId: string) {
  const { db, tableName, keys } = await store();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(account.id),
      UpdateExpression: 'SET roomId = :room',
      ExpressionAttributeValues: { ':room': roomId },
    }),
  );
}

/** The stored day entry of the room (undefined when none), its counters only. */
async function entry(roomId: string, date: string) {
  const { db, tableName, keys } = await store();
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.boardEntry(hostel.id, date, roomId) }),
  );
  if (!Item) return undefined;
  const names = ['requested', 'scheduled', 'inProgress', 'cleaned', 'complaints', 'lowRatings'] as const;
  return Object.fromEntries(names.map((name) => [name, Number(Item[name] ?? 0)]));
}

const zero = { requested: 0, scheduled: 0, inProgress: 0, cleaned: 0, complaints: 0, lowRatings: 0 };

async function boardRoom(roomId: string, date: string) {
  const answer = await invoke('roomBoard', { token: admin.token, query: { building: 'A', date } });
  expect(answer.status).toBe(200);
  return answer.body.rooms.find((room: { id: string }) => room.id === roomId);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper' });
  student = await makeUser('student', hostel, { name: 'Sara Student' });
  other = await makeUser('student', hostel, { name: 'Ola Student' });
  const range = await invoke('createRoomRange', {
    token: admin.token,
    body: { building: 'A', floor: '1', from: 101, to: 103, typeId: 'single' },
  });
  roomIds = Object.fromEntries(
    range.body.created.map((room: { id: string; number: string }) => [room.number, room.id]),
  );
  await moveInto(student, roomIds['101']!);
  await moveInto(other, roomIds['102']!);
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students: [student, other], keepers: [keeper] });
  vi.useRealTimers();
});

describe('the day entry of a room', () => {
  it('follows create, allot, start, complete and a rating with a complaint', async () => {
    const room = roomIds['101']!;
    const today = dateIn(0);
    const request = await createVia(student, 0, '12:30');
    expect(request).toMatchObject({ roomId: room, roomPlace: 'a#000000001#000000101' });
    expect(await entry(room, today)).toEqual({ ...zero, requested: 1 });
    expect(await boardRoom(room, today)).toMatchObject({ state: 'requested', requested: 1, waits: [] });

    await allotVia(admin, request, keeper);
    expect(await entry(room, today)).toEqual({ ...zero, scheduled: 1 });
    expect((await boardRoom(room, today)).state).toBe('scheduled');

    const started = await invoke('startRequest', { token: keeper.token, body: { id: request._id } });
    expect(started.status).toBe(200);
    expect(await entry(room, today)).toEqual({ ...zero, inProgress: 1 });
    expect((await boardRoom(room, today)).state).toBe('inProgress');

    const done = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '11:30', timeOut: '11:50' },
    });
    expect(done.status).toBe(200);
    expect(await entry(room, today)).toEqual({ ...zero, cleaned: 1 });
    expect(await boardRoom(room, today)).toMatchObject({
      state: 'cleaned',
      cleaned: 1,
      lastCleanedBy: 'Kim Keeper',
      lastCleanedAt: '2030-01-15T12:00:00.000Z',
    });

    const rated = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 1, message: 'Dusty', complaint: 'Dust under the bed' },
    });
    expect(rated.status).toBe(201);
    expect(await entry(room, today)).toEqual({ ...zero, cleaned: 1, complaints: 1, lowRatings: 1 });
    expect((await boardRoom(room, today)).waits).toEqual(['complaint', 'lowRating']);

    const page = await invoke('roomPage', { token: admin.token, query: { roomId: room } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      room: { id: room, number: '101', lastCleanedBy: 'Kim Keeper' },
      minutes: 20,
      // The request itself, read by its pointer: its own date and status, not a copy from its creation.
      requests: [{ requestId: request._id, date: today, requestStatus: 'Completed' }],
      cleans: [{ requestId: request._id, date: today, keeperName: 'Kim Keeper' }],
      ratings: [{ requestId: request._id, stars: 1, complaint: true, keeperName: 'Kim Keeper' }],
    });
  });

  it('follows reject, reschedule, cancel and delete', async () => {
    const room = roomIds['102']!;
    const [day, later] = [dateIn(3), dateIn(4)];
    const first = await createVia(other, 3, '09:00');
    const rejected = await invoke('rejectRequest', {
      token: admin.token,
      body: { id: first._id, message: 'No access that day' },
    });
    expect(rejected.status).toBe(200);
    expect(await entry(room, day)).toEqual(zero);
    expect((await boardRoom(room, day)).state).toBe('free');

    const second = await allotVia(admin, await createVia(other, 3, '10:00'), keeper);
    const moved = await invoke('rescheduleRequest', {
      token: admin.token,
      body: { id: second._id, date: later, time: '10:00' },
    });
    expect(moved.status).toBe(200);
    expect(await entry(room, day)).toEqual(zero);
    expect(
      (await entry(room, later))?.[moved.body.requestStatus === 'Scheduled' ? 'scheduled' : 'requested'],
    ).toBe(1);

    const cancelled = await invoke('cancelRequest', { token: other.token, body: { id: second._id } });
    expect(cancelled.status).toBe(200);
    expect(await entry(room, later)).toEqual(zero);

    const third = await createVia(other, 5, '10:00');
    expect(await entry(room, dateIn(5))).toEqual({ ...zero, requested: 1 });
    const deleted = await invoke('deleteRequest', { token: other.token, body: { id: third._id } });
    expect(deleted.status).toBe(200);
    expect(await entry(room, dateIn(5))).toEqual(zero);
  });

  it('is not written for a request made before rooms (no room id)', async () => {
    const without = await makeUser('student', hostel);
    const request = await createVia(without, 6, '10:00');
    expect(request.roomId).toBeUndefined();
    const answer = await invoke('roomBoard', {
      token: admin.token,
      query: { building: 'A', date: dateIn(6) },
    });
    expect(answer.body.rooms.map((room: { state: string }) => room.state)).toEqual(['free', 'free', 'free']);
    await invoke('deleteRequest', { token: without.token, body: { id: request._id } });
  });
});

describe('the board', () => {
  it("shows the hostel's first building by default, filters by state, and keepers read it too", async () => {
    const today = dateIn(0);
    const byKeeper = await invoke('roomBoard', { token: keeper.token, query: { date: today } });
    expect(byKeeper.status).toBe(200);
    expect(byKeeper.body).toMatchObject({
      building: 'A',
      date: today,
      floors: [{ building: 'A', rooms: 3 }],
    });
    expect(byKeeper.body.states).toEqual({ cleaned: 1, free: 2 });
    const cleaned = await invoke('roomBoard', {
      token: admin.token,
      query: { building: 'A', floor: '1', date: today, state: 'cleaned' },
    });
    expect(cleaned.body.rooms.map((room: { number: string }) => room.number)).toEqual(['101']);
  });

  it('refuses a floor without its building and an unknown state with 400', async () => {
    const noBuilding = await invoke('roomBoard', { token: admin.token, query: { floor: '1' } });
    const badState = await invoke('roomBoard', { token: admin.token, query: { state: 'dirty' } });
    expect(noBuilding.status).toBe(400);
    expect(badState.status).toBe(400);
  });
});
