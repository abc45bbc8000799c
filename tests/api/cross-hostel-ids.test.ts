/**
 * Ids of another hostel answer exactly as ids that exist nowhere (issue 27, item 9): for every route that
 * takes a request, user or keeper id, the caller of hostel B gets the same status and the same bytes for
 * hostel A's id as for a random one (the id itself, where an answer repeats it, put aside). Nothing of A
 * changes. The routes and their calls are in `cross-hostel-cases.ts`.
 */
import { randomUUID } from 'node:crypto';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { cases, type World } from './cross-hostel-cases';
import { allotVia, createVia, onDayAhead, storedItem } from './requests-fixtures';

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
