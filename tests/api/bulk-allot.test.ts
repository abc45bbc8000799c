/**
 * Days off, the bulk allot plan and bulk allot (issue 15) through the real handlers over DynamoDB Local:
 * the suggestion order on a constructed day with a keeper off, auto-allot spreading nine requests over
 * three keepers, a bulk allot racing a student's delete, the batch bound, and who may mark a day off.
 */
import { randomUUID } from 'node:crypto';

import { db } from '#functions/data/client';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, dateIn } from './requests-fixtures';

async function hostelWith(keeperNames: string[], studentCount: number) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const students = await Promise.all(Array.from({ length: studentCount }, () => makeUser('student', hostel)));
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  return { hostel, admin, students, keepers };
}

async function requestOn(student: Account, date: string, floor: string, time = '10:00') {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '7', floor, date, time },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body.request as { _id: string };
}

const markOff = (caller: Account, date: string, keeperId?: string, off = true) =>
  invoke('setDayOff', { token: caller.token, body: { ...(keeperId ? { keeperId } : {}), date, off } });

const plan = (admin: Account, ids: string[]) => invoke('allotPlan', { token: admin.token, body: { ids } });

const bulk = (admin: Account, rows: { id: string; roomKeeperId: string }[]) =>
  invoke('bulkAllot', { token: admin.token, body: { rows } });

interface Planned {
  id: string;
  roomKeeperId?: string;
  offKeeperIds: string[];
}

describe('days off', () => {
  it('a keeper marks their own and the admin sees them; nobody marks another keeper or a past day', async () => {
    // Prepare
    const { admin, keepers } = await hostelWith(['Ida', 'Jo'], 0);
    const [ida, jo] = keepers as [Account, Account];
    const otherAdmin = await makeUser('admin', await makeHostel());

    // Act
    const own = await markOff(ida, dateIn(4));
    await markOff(admin, dateIn(2), ida.id);
    await markOff(admin, dateIn(6), ida.id);
    const cleared = await markOff(ida, dateIn(6), undefined, false);
    const seen = await invoke('daysOff', { token: admin.token, query: { keeperId: ida.id } });

    // Assess
    expect(own).toMatchObject({ status: 200, body: { keeperId: ida.id, dates: [dateIn(4)] } });
    expect(cleared.body.dates).toEqual([dateIn(2), dateIn(4)]);
    expect(seen).toMatchObject({ status: 200, body: { keeperId: ida.id, dates: [dateIn(2), dateIn(4)] } });
    expect(await invoke('daysOff', { token: jo.token })).toMatchObject({
      body: { keeperId: jo.id, dates: [] },
    });
    expect(await markOff(jo, dateIn(3), ida.id)).toMatchObject({
      status: 403,
      body: { code: 'auth.identityMismatch' },
    });
    expect(await markOff(otherAdmin, dateIn(3), ida.id)).toMatchObject({
      status: 404,
      body: { code: 'keeper.notFound' },
    });
    expect(await markOff(admin, dateIn(3), admin.id)).toMatchObject({ status: 404 });
    expect(await markOff(admin, dateIn(3))).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    expect(await markOff(ida, dateIn(-3))).toMatchObject({
      status: 400,
      body: { code: 'dayOff.dateInPast' },
    });
    expect(await markOff(ida, dateIn(400))).toMatchObject({
      status: 400,
      body: { code: 'dayOff.dateTooFar' },
    });
  });

  it('the suggestion skips a keeper off that day, who is listed as off, last', async () => {
    // Prepare: Kim has two that day on floor 1, Lee one on floor 3, Max none but is off.
    const { admin, students, keepers } = await hostelWith(['Kim', 'Lee', 'Max'], 3);
    const [kim, lee, max] = keepers as [Account, Account, Account];
    const day = dateIn(9);
    await allotVia(admin, await requestOn(students[0]!, day, '1'), kim);
    await allotVia(admin, await requestOn(students[1]!, day, '1'), kim);
    await allotVia(admin, await requestOn(students[2]!, day, '3'), lee);
    await markOff(max, day);

    // Act
    const onFloorOne = await invoke('allotOptions', { token: admin.token, query: { date: day, floor: '1' } });
    const dayAfter = await invoke('allotOptions', {
      token: admin.token,
      query: { date: dateIn(10), floor: '1' },
    });

    // Assess
    expect(onFloorOne.body.map((row: { name: string; off: boolean; suggested: boolean }) => row)).toEqual([
      {
        _id: lee.id,
        name: 'Lee',
        scheduled: 1,
        floors: ['3'],
        completedThisWeek: 0,
        off: false,
        suggested: true,
      },
      {
        _id: kim.id,
        name: 'Kim',
        scheduled: 2,
        floors: ['1'],
        completedThisWeek: 0,
        off: false,
        suggested: false,
      },
      {
        _id: max.id,
        name: 'Max',
        scheduled: 0,
        floors: [],
        completedThisWeek: 0,
        off: true,
        suggested: false,
      },
    ]);
    expect(dayAfter.body.find((row: { suggested: boolean }) => row.suggested)).toMatchObject({ name: 'Kim' });
  });

  it('does not stop an admin from allotting to a keeper off that day', async () => {
    const { admin, students, keepers } = await hostelWith(['Ned'], 1);
    const day = dateIn(11);
    await markOff(keepers[0]!, day);
    const answer = await invoke('allotRequest', {
      token: admin.token,
      body: { id: (await requestOn(students[0]!, day, '2'))._id, roomKeeperId: keepers[0]!.id },
    });
    expect(answer).toMatchObject({ status: 200, body: { requestStatus: 'Scheduled' } });
  });
});

describe('auto-allot', () => {
  it('spreads nine requests of one day over three keepers, three each, and the allotment lands so', async () => {
    // Prepare
    const world = await hostelWith(['Ann', 'Ben', 'Cid'], 9);
    const { admin, students, keepers } = world;
    const day = dateIn(12);
    const ids: string[] = [];
    for (const [index, student] of students.entries())
      ids.push((await requestOn(student, day, String((index % 3) + 1), `1${index}:00`))._id);

    // Act
    const planned = await plan(admin, ids);
    const rows = (planned.body.rows as Planned[]).map((row) => ({
      id: row.id,
      roomKeeperId: row.roomKeeperId!,
    }));
    const done = await bulk(admin, rows);

    // Assess
    expect(planned.status).toBe(200);
    expect(planned.body.skipped).toEqual([]);
    const perKeeper = (keeperIds: string[]) =>
      keepers.map((k) => keeperIds.filter((id) => id === k.id).length);
    expect(perKeeper(rows.map((row) => row.roomKeeperId))).toEqual([3, 3, 3]);
    expect(done.status).toBe(200);
    expect(done.body.results.map((result: { ok: boolean }) => result.ok)).toEqual(Array(9).fill(true));
    const options = await invoke('allotOptions', { token: admin.token, query: { date: day, floor: '1' } });
    expect(options.body.map((row: { scheduled: number }) => row.scheduled)).toEqual([3, 3, 3]);
    await assertInvariants({ hostelId: world.hostel.id, students, keepers });
  });

  it('counts the loads already there and skips keepers off; rows it cannot take are listed apart', async () => {
    // Prepare: Dee already has one that day, Eli is off; Fin is free.
    const { admin, students, keepers } = await hostelWith(['Dee', 'Eli', 'Fin'], 4);
    const [dee, eli, fin] = keepers as [Account, Account, Account];
    const day = dateIn(13);
    await allotVia(admin, await requestOn(students[0]!, day, '1'), dee);
    await markOff(eli, day);
    const a = await requestOn(students[1]!, day, '2', '09:00');
    const b = await requestOn(students[2]!, day, '2', '11:00');
    const c = await requestOn(students[3]!, day, '2', '12:00');
    await allotVia(admin, c, fin);
    const unknown = randomUUID();

    // Act
    const planned = await plan(admin, [b._id, a._id, c._id, unknown]);

    // Assess: a (earliest) goes to Fin, as loaded as Dee but already on floor 2; b then to Dee, now the least loaded.
    expect(planned.status).toBe(200);
    const byId = new Map((planned.body.rows as Planned[]).map((row) => [row.id, row]));
    expect([...byId.keys()].sort()).toEqual([a._id, b._id].sort());
    expect(byId.get(a._id)).toMatchObject({ roomKeeperId: fin.id, offKeeperIds: [eli.id] });
    expect(byId.get(b._id)).toMatchObject({ roomKeeperId: dee.id, offKeeperIds: [eli.id] });
    expect(planned.body.skipped).toEqual([
      { id: c._id, code: 'workflow.notPending' },
      { id: unknown, code: 'request.notFound' },
    ]);
  });

  it('takes at most 25 requests, each once', async () => {
    const { admin } = await hostelWith([], 0);
    const many = Array.from({ length: 26 }, () => randomUUID());
    const [one] = many as [string];
    expect(await plan(admin, many)).toMatchObject({ status: 400, body: { code: 'bulk.tooMany' } });
    expect(
      await bulk(
        admin,
        many.map((id) => ({ id, roomKeeperId: one })),
      ),
    ).toMatchObject({
      status: 400,
      body: { code: 'bulk.tooMany' },
    });
    expect(await plan(admin, [one, one])).toMatchObject({ status: 400, body: { code: 'bulk.repeated' } });
  });
});

/**
 * Runs `during` once, just before the first transaction that writes the request `requestId` is sent: the
 * other party's change lands between the bulk allotment's read of the request and its conditional write.
 */
function beforeWriteOf(requestId: string, during: () => Promise<unknown>): () => void {
  let done = false;
  const name = `interleave-${randomUUID()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: { Update?: { Key?: unknown } }[] };
      const first = JSON.stringify(input.TransactItems?.[0]?.Update?.Key ?? {});
      if (
        !done &&
        context.commandName?.startsWith('TransactWrite') &&
        first.includes(`REQUEST#${requestId}`)
      ) {
        done = true;
        await during();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

describe('a bulk allotment racing a student', () => {
  it('reports the row the student deleted first, and allots the rest', async () => {
    // Prepare
    const world = await hostelWith(['Gil'], 3);
    const { admin, students, keepers } = world;
    const [gil] = keepers as [Account];
    const day = dateIn(14);
    const [first, deleted, last] = await Promise.all(students.map((student) => requestOn(student, day, '1')));
    let deletion: Answer | undefined;
    const stop = beforeWriteOf(deleted!._id, async () => {
      deletion = await invoke('deleteRequest', { token: students[1]!.token, body: { id: deleted!._id } });
    });

    // Act
    let answer: Answer;
    try {
      answer = await bulk(
        admin,
        [first!, deleted!, last!].map((request) => ({ id: request._id, roomKeeperId: gil.id })),
      );
    } finally {
      stop();
    }

    // Assess
    expect(deletion?.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ id: first!._id, ok: true }),
      { id: deleted!._id, ok: false, code: 'workflow.notPending' },
      expect.objectContaining({ id: last!._id, ok: true }),
    ]);
    await assertInvariants({ hostelId: world.hostel.id, students, keepers });
  });

  it('reports rows whose keeper was removed, or already allotted by someone else', async () => {
    const { admin, students, keepers } = await hostelWith(['Hal', 'Ivy'], 2);
    const [hal, ivy] = keepers as [Account, Account];
    const day = dateIn(15);
    const [taken, free] = await Promise.all(students.map((student) => requestOn(student, day, '1')));
    await allotVia(admin, taken!, ivy);
    await invoke('deleteUsers', { token: admin.token, body: { ids: [hal.id] } });

    const answer = await bulk(admin, [
      { id: taken!._id, roomKeeperId: ivy.id },
      { id: free!._id, roomKeeperId: hal.id },
    ]);

    expect(answer.body.results).toEqual([
      { id: taken!._id, ok: false, code: 'workflow.notPending' },
      { id: free!._id, ok: false, code: 'keeper.notFound' },
    ]);
  });
});
