/**
 * The roomkeeper's phone actions over the real handlers: Start marks a request in progress, Done and
 * Can't clean keep the spec's answers, and actions carrying an action id and a tap time land once, are
 * checked against the clock and the request's day, and say clearly when the request was taken away.
 */
import { randomUUID } from 'node:crypto';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, createVia, storedItem } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let otherKeeper: Account;
let student: Account;
/** One student per request of today: a student has one request per date. */
const students: Account[] = [];

// The clock stands at noon UTC (`Date` only): today's requests are asked for later today and completed
// with times before now, whatever the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Ada Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Lou Keeper' });
});

beforeEach(async () => {
  student = await makeUser('student', hostel, { name: 'Sam Student' });
  students.push(student);
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students, keepers: [keeper, otherKeeper] });
  vi.useRealTimers();
});

/** A request of the student's for `days` from today, allotted to `to`. */
const scheduled = async (days: number, to = keeper) =>
  allotVia(admin, await createVia(student, days, '13:00'), to);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('POST /api/startRequest', () => {
  it('marks the keeper’s request in progress with the server’s time, seen by the student', async () => {
    const request = await scheduled(0);
    const before = new Date().toISOString();
    const answer = await invoke('startRequest', { token: keeper.token, body: { id: request._id } });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: request._id, requestStatus: 'Scheduled', version: 3 });
    expect(answer.body.startedAt >= before).toBe(true);
    expect(answer.body.history.at(-1)).toMatchObject({ action: 'start', status: 'Scheduled', by: keeper.id });
    const board = await invoke('studentDashboard', { token: student.token });
    const row = board.body.data.find((item: { _id: string }) => item._id === request._id);
    expect(row).toMatchObject({ requestStatus: 'Scheduled', startedAt: answer.body.startedAt });

    const again = await invoke('startRequest', { token: keeper.token, body: { id: request._id } });
    expect(again.body).toEqual(answer.body);
    await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '09:00', timeOut: '09:30' },
    });
  });

  it('takes the tap time of an action sent later', async () => {
    const request = await scheduled(0);
    const at = minutesAgo(3);
    const answer = await invoke('startRequest', {
      token: keeper.token,
      body: { id: request._id, actionId: randomUUID(), at },
    });
    expect(answer).toMatchObject({ status: 200, body: { startedAt: at } });
    await invoke('rejectRequest', { token: keeper.token, body: { id: request._id, message: 'Busy' } });
  });

  it('is refused for another keeper’s request and for a Pending one', async () => {
    const request = await scheduled(0, otherKeeper);
    const pending = await createVia(student, 1);
    const other = await invoke('startRequest', { token: keeper.token, body: { id: request._id } });
    const notScheduled = await invoke('startRequest', { token: keeper.token, body: { id: pending._id } });

    expect(other).toMatchObject({ status: 403, body: { code: 'request.notAllottedToYou' } });
    expect(notScheduled).toMatchObject({ status: 403, body: { code: 'request.notAllottedToYou' } });
    await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
    await invoke('deleteRequest', { token: student.token, body: { id: pending._id } });
  });
});

describe('actions with an action id', () => {
  it('answer a replay with the first result and change the request once', async () => {
    const request = await scheduled(0);
    const body = {
      id: request._id,
      timeIn: '10:00',
      timeOut: '10:25',
      actionId: randomUUID(),
      at: minutesAgo(1),
    };
    const first = await invoke('completeRequest', { token: keeper.token, body });
    const replay = await invoke('completeRequest', { token: keeper.token, body });

    expect(first).toMatchObject({ status: 200, body: { requestStatus: 'Completed', version: 3 } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const stored = await storedItem({ pk: `REQUEST#${request._id}`, sk: 'REQUEST' });
    expect(stored?.version).toBe(3);
    const board = await invoke('studentDashboard', { token: student.token });
    expect(board.body).toMatchObject({ scheduled: 0, completed: 1 });
  });

  it('land once when the same action is sent twice at the same time', async () => {
    const request = await scheduled(0);
    const body = { id: request._id, message: 'No access', reason: 'noAccess', actionId: randomUUID() };
    const answers = await Promise.all([
      invoke('rejectRequest', { token: keeper.token, body }),
      invoke('rejectRequest', { token: keeper.token, body }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body).toMatchObject({
      requestStatus: 'Pending',
      version: 3,
      rejectReason: { name: 'Kai Keeper', message: 'No access', code: 'noAccess' },
    });
    const adminBoard = await invoke('adminDashboard', { token: admin.token });
    const row = adminBoard.body.data.find((item: { _id: string }) => item._id === request._id);
    expect(row.rejectData).toEqual({ name: 'Kai Keeper', message: 'No access', code: 'noAccess' });
    await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
  });

  it('refuse a tap time in the future or before the request’s day with 400', async () => {
    const today = await scheduled(0);
    const later = await scheduled(5);
    const future = await invoke('startRequest', {
      token: keeper.token,
      body: { id: today._id, actionId: randomUUID(), at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const beforeDay = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: later._id, timeIn: '09:00', timeOut: '09:20', actionId: randomUUID(), at: minutesAgo(1) },
    });
    const notATime = await invoke('startRequest', {
      token: keeper.token,
      body: { id: today._id, actionId: randomUUID(), at: 'yesterday' },
    });

    expect(future).toMatchObject({ status: 400, body: { code: 'action.atInFuture' } });
    expect(beforeDay).toMatchObject({ status: 400, body: { code: 'action.atBeforeDay' } });
    expect(notATime).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    const stored = await storedItem({ pk: `REQUEST#${today._id}`, sk: 'REQUEST' });
    expect(stored?.startedAt).toBeUndefined();
    for (const request of [today, later])
      await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
  });

  it('let Can’t clean be sent ahead of the request’s day, but not from the future', async () => {
    const later = await scheduled(3);
    const body = { id: later._id, message: 'Student asked to skip', reason: 'skipAsked' };
    const future = await invoke('rejectRequest', {
      token: keeper.token,
      body: { ...body, actionId: randomUUID(), at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const ahead = await invoke('rejectRequest', {
      token: keeper.token,
      body: { ...body, actionId: randomUUID(), at: minutesAgo(1) },
    });

    expect(future).toMatchObject({ status: 400, body: { code: 'action.atInFuture' } });
    expect(ahead).toMatchObject({ status: 200, body: { requestStatus: 'Pending' } });
    expect(ahead.body.rejectReason).toEqual({ name: 'Kai Keeper', message: body.message, code: 'skipAsked' });
    await invoke('deleteRequest', { token: student.token, body: { id: later._id } });
  });

  it('refuse an action on a request re-allotted meanwhile with 409 action.noLongerYours', async () => {
    const request = await scheduled(0);
    await invoke('rejectRequest', { token: keeper.token, body: { id: request._id, message: 'Ill' } });
    await allotVia(admin, request, otherKeeper);
    const stale = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '08:00', timeOut: '08:30', actionId: randomUUID(), at: minutesAgo(2) },
    });

    expect(stale).toMatchObject({ status: 409, body: { code: 'action.noLongerYours' } });
    const stored = await storedItem({ pk: `REQUEST#${request._id}`, sk: 'REQUEST' });
    expect(stored).toMatchObject({ requestStatus: 'Scheduled', roomKeeperId: otherKeeper.id });
    await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
  });

  it('refuse an action id sent again for another request or another kind with 409 action.idReused', async () => {
    const first = await scheduled(0);
    const secondStudent = await makeUser('student', hostel, { name: 'Sia Student' });
    students.push(secondStudent);
    const second = await allotVia(admin, await createVia(secondStudent, 0, '13:00'), keeper);
    const actionId = randomUUID();
    const started = await invoke('startRequest', { token: keeper.token, body: { id: first._id, actionId } });
    const times = { timeIn: '09:00', timeOut: '09:20', actionId, at: minutesAgo(1) };
    const otherRequest = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: second._id, ...times },
    });
    const otherKind = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: first._id, ...times },
    });
    const replay = await invoke('startRequest', { token: keeper.token, body: { id: first._id, actionId } });
    // The id is the keeper's own: another keeper's phone may have made the same one.
    const thirdStudent = await makeUser('student', hostel, { name: 'Tao Student' });
    students.push(thirdStudent);
    const otherKeepers = await allotVia(admin, await createVia(thirdStudent, 0, '13:00'), otherKeeper);
    const theirs = await invoke('startRequest', {
      token: otherKeeper.token,
      body: { id: otherKeepers._id, actionId, at: minutesAgo(0) },
    });

    expect(started.status).toBe(200);
    expect(otherRequest).toMatchObject({ status: 409, body: { code: 'action.idReused' } });
    expect(otherKind).toMatchObject({ status: 409, body: { code: 'action.idReused' } });
    expect(replay).toMatchObject({ status: 200, body: started.body });
    expect(theirs).toMatchObject({ status: 200, body: { _id: otherKeepers._id } });
    expect(await storedItem({ pk: `REQUEST#${second._id}`, sk: 'REQUEST' })).toMatchObject({
      requestStatus: 'Scheduled',
      version: 2,
    });
    expect(await storedItem({ pk: `REQUEST#${first._id}`, sk: 'REQUEST' })).toMatchObject({
      requestStatus: 'Scheduled',
      version: 3,
    });
    for (const request of [first, second, otherKeepers])
      await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
  });

  it('let a one-tap Done end in the minute it started, which the spec’s Complete still refuses', async () => {
    const request = await scheduled(0);
    const times = { id: request._id, timeIn: '11:05', timeOut: '11:05' };
    const typed = await invoke('completeRequest', { token: keeper.token, body: times });
    const tapped = await invoke('completeRequest', {
      token: keeper.token,
      body: { ...times, actionId: randomUUID(), at: minutesAgo(0) },
    });

    expect(typed.status).toBe(400);
    expect(tapped).toMatchObject({ status: 200, body: { timeIn: '11:05', timeOut: '11:05' } });
  });
});

describe('the history of an action sent later', () => {
  it('keeps the tap time beside the arrival time, and none for the spec’s calls', async () => {
    const request = await scheduled(0);
    const tapped = minutesAgo(20);
    await invoke('startRequest', {
      token: keeper.token,
      body: { id: request._id, actionId: randomUUID(), at: tapped },
    });
    await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '09:00', timeOut: '09:30' },
    });

    const timeline = await invoke('requestTimeline', { token: admin.token, query: { id: request._id } });

    expect(timeline.status).toBe(200);
    const [, , started, completed] = timeline.body.history;
    expect(started).toMatchObject({ action: 'start', tappedAt: tapped });
    expect(Date.parse(started.at) - Date.parse(tapped)).toBeGreaterThan(19 * 60_000);
    expect(completed.action).toBe('complete');
    expect(completed).not.toHaveProperty('tappedAt');
  });
});
