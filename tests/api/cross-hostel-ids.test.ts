/**
 * Ids of another hostel answer exactly as ids that exist nowhere (issue 27, item 9): for every route that
 * takes a request, user or keeper id, the caller of hostel B gets the same status and the same bytes for
 * hostel A's id as for a random one (the id itself, where an answer repeats it, put aside). Nothing of A
 * changes.
 */
import { randomUUID } from 'node:crypto';

import type { RouteId } from '#shared/routes';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, type Call, invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn, onDayAhead, storedItem } from './requests-fixtures';

interface World {
  a: { keeper: Account; student: Account; pending: string; scheduled: string; completed: string };
  b: { admin: Account; keeper: Account; student: Account; pending: string };
}

let world: World;

beforeAll(async () => {
  const hostelA = await makeHostel();
  const hostelB = await makeHostel();
  const adminA = await makeUser('admin', hostelA);
  const keeperA = await makeUser('roomkeeper', hostelA);
  const studentA = await makeUser('student', hostelA);
  const admin = await makeUser('admin', hostelB);
  const keeper = await makeUser('roomkeeper', hostelB);
  const student = await makeUser('student', hostelB);
  const pending = await createVia(studentA, 2);
  // In three days: a time today may already have passed when the test runs.
  const scheduled = await allotVia(adminA, await createVia(studentA, 3), keeperA);
  // Tomorrow's, completed on its day just after midnight: the time rules hold at any hour the test runs.
  const completed = await allotVia(adminA, await createVia(await makeUser('student', hostelA), 1), keeperA);
  const done = await onDayAhead(1, keeperA, () =>
    invoke('completeRequest', {
      token: keeperA.token,
      body: { id: completed._id, timeIn: '00:00', timeOut: '00:01' },
    }),
  );
  expect(done.status).toBe(200);
  const pendingB = await createVia(student, 2);
  world = {
    a: {
      keeper: keeperA,
      student: studentA,
      pending: pending._id,
      scheduled: scheduled._id,
      completed: completed._id,
    },
    b: { admin, keeper, student, pending: pendingB._id },
  };
});

interface Case {
  name: string;
  route: RouteId;
  caller: (w: World) => Account;
  /** Hostel A's id of the right kind. */
  theirs: (w: World) => string;
  call: (id: string, w: World) => Call;
}

const asRequest = (
  name: string,
  route: RouteId,
  caller: Case['caller'],
  theirs: Case['theirs'],
  call: Case['call'],
): Case => ({
  name,
  route,
  caller,
  theirs,
  call,
});

const cases: Case[] = [
  asRequest(
    'admin allots a request',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { id, roomKeeperId: w.b.keeper.id },
    }),
  ),
  asRequest(
    'admin allots by the spec’s keeper name',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { id, roomKeeper: w.b.keeper.name },
    }),
  ),
  asRequest(
    'admin rejects a request',
    'rejectRequest',
    (w) => w.b.admin,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, message: 'Closed' },
    }),
  ),
  asRequest(
    'admin plans a bulk allotment',
    'allotPlan',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin bulk-allots',
    'bulkAllot',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { rows: [{ id, roomKeeperId: w.b.keeper.id }] },
    }),
  ),
  asRequest(
    'admin reads a timeline',
    'requestTimeline',
    (w) => w.b.admin,
    (w) => w.a.scheduled,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'keeper starts',
    'startRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({ body: { id } }),
  ),
  asRequest(
    'keeper starts from the phone',
    'startRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, actionId: randomUUID() },
    }),
  ),
  asRequest(
    'keeper completes',
    'completeRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, timeIn: '09:00', timeOut: '09:30' },
    }),
  ),
  asRequest(
    'keeper completes from the phone',
    'completeRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, timeIn: '09:00', timeOut: '09:30', actionId: randomUUID(), at: new Date().toISOString() },
    }),
  ),
  asRequest(
    'keeper can’t clean',
    'rejectRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, message: 'No access', reason: 'noAccess' },
    }),
  ),
  asRequest(
    'keeper reads a timeline',
    'requestTimeline',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'student deletes',
    'deleteRequest',
    (w) => w.b.student,
    (w) => w.a.pending,
    (id) => ({ body: { id } }),
  ),
  asRequest(
    'student rates',
    'createRating',
    (w) => w.b.student,
    (w) => w.a.completed,
    (id) => ({
      body: { id, rating: 5, message: 'Great' },
    }),
  ),
  asRequest(
    'student reads a timeline',
    'requestTimeline',
    (w) => w.b.student,
    (w) => w.a.completed,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'admin removes a user',
    'deleteUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin approves a user',
    'approveUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin declines a user',
    'declineUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin reads a keeper’s days off',
    'daysOff',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      query: { keeperId: id },
    }),
  ),
  asRequest(
    'admin marks a keeper’s day off',
    'setDayOff',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      body: { keeperId: id, date: dateIn(3), off: true },
    }),
  ),
  asRequest(
    'admin reads a keeper’s schedule',
    'schedule',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      query: { roomKeeper: id, date: dateIn(0) },
    }),
  ),
  asRequest(
    'admin allots to a keeper',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id, w) => ({
      body: { id: w.b.pending, roomKeeperId: id },
    }),
  ),
  asRequest(
    'admin bulk-allots to a keeper',
    'bulkAllot',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id, w) => ({
      body: { rows: [{ id: w.b.pending, roomKeeperId: id }] },
    }),
  ),
];

/** The answer as bytes, with the id the call named put aside where the answer repeats it. */
const bytes = (answer: Answer, id: string) => ({
  status: answer.status,
  text: answer.text.split(id).join('<id>'),
});

describe('another hostel’s id answers exactly as a missing one', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const caller = c.caller(world);
    const theirs = c.theirs(world);
    const missing = randomUUID();
    const forTheirs = await invoke(c.route, { ...c.call(theirs, world), token: caller.token });
    const forMissing = await invoke(c.route, { ...c.call(missing, world), token: caller.token });

    expect(forTheirs.status).toBeGreaterThanOrEqual(200);
    expect(bytes(forTheirs, theirs)).toEqual(bytes(forMissing, missing));
    // A 200 here is a plan or a bulk answer that skipped the row, never a change.
    if (forTheirs.status === 200) expect(forTheirs.text).not.toContain('"ok":true');
  });

  it('left hostel A’s requests and users as they were', async () => {
    const stored = async (id: string) =>
      (await storedItem({ pk: `REQUEST#${id}`, sk: 'REQUEST' }))?.requestStatus;
    expect(await stored(world.a.pending)).toBe('Pending');
    expect(await stored(world.a.scheduled)).toBe('Scheduled');
    expect(await stored(world.a.completed)).toBe('Completed');
    expect(await storedItem({ pk: `USER#${world.a.student.id}`, sk: 'USER' })).toMatchObject({
      hostelId: world.a.student.hostelId,
    });
    expect((await storedItem({ pk: `USER#${world.a.student.id}`, sk: 'USER' }))?.deletedAt).toBeUndefined();
  });
});
