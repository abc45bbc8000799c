/**
 * The allot dialog's workload (issue 15) through the real handlers: the keepers' loads on a constructed
 * day and the one suggested, the load counters exact after allot, turn-back, reject, completion and the
 * removal of a keeper or a student, and the dialog's reads the same at 1 and at 12 keepers.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, dateIn, onDayAhead } from './requests-fixtures';

// The clock starts at noon UTC and runs on (`Date` only); a request is completed on its own day (`onDayAhead`).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
});

/** A hostel with four students (one request each on a date) and the named keepers. */
async function busyHostel(keeperNames: string[]) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const students = await Promise.all([1, 2, 3, 4].map(() => makeUser('student', hostel)));
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  return { hostel, admin, students, keepers };
}

async function requestOn(student: Account, date: string, floor: string) {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '9', floor, date, time: '10:00' },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body.request as { _id: string };
}

/** Issue 30: a request without a room type is planned as a single (20 minutes) in a 420-minute day. */
const effort = (minutes: number) => ({ minutes, capacity: 420, overCapacity: false });

const options = (admin: Account, date: string, floor: string) =>
  invoke('allotOptions', { token: admin.token, query: { date, floor } });

describe('the keepers offered for a request', () => {
  it('come least loaded first, and the least loaded already on the floor is suggested', async () => {
    const { admin, students, keepers } = await busyHostel(['Ada', 'Bea', 'Cam']);
    const [ada, bea, cam] = keepers as [Account, Account, Account];
    const day = dateIn(5);
    for (const [index, [keeper, floor]] of (
      [
        [ada, '1'],
        [ada, '1'],
        [bea, '3'],
        [cam, '2'],
      ] as const
    ).entries())
      await allotVia(admin, await requestOn(students[index] as Account, day, floor), keeper);

    const answer = await options(admin, day, '2');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        _id: bea.id,
        name: 'Bea',
        scheduled: 1,
        floors: ['3'],
        completedThisWeek: 0,
        off: false,
        suggested: false,
        ...effort(20),
      },
      {
        _id: cam.id,
        name: 'Cam',
        scheduled: 1,
        floors: ['2'],
        completedThisWeek: 0,
        off: false,
        suggested: true,
        ...effort(20),
      },
      {
        _id: ada.id,
        name: 'Ada',
        scheduled: 2,
        floors: ['1'],
        completedThisWeek: 0,
        off: false,
        suggested: false,
        ...effort(40),
      },
    ]);
  });

  it('with loads and floors alike, suggest the one who completed fewest that week', async () => {
    const { admin, students, keepers } = await busyHostel(['Dan', 'Eve']);
    const [dan] = keepers as [Account, Account];
    const [student] = students as [Account];
    // Dan completes one on the same date; both then have nothing Scheduled on it.
    const day = dateIn(8);
    const done = await allotVia(admin, await requestOn(student, day, '4'), dan);
    const completed = await onDayAhead(8, dan, () =>
      invoke('completeRequest', {
        token: dan.token,
        body: { id: done._id, timeIn: '10:00', timeOut: '10:30' },
      }),
    );
    expect(completed.status, completed.text).toBe(200);

    const answer = await options(admin, day, '4');

    // Dan's done minutes still fill his day (issue 30): Eve, with none, comes first.
    expect(answer.body.map((row: { name: string; suggested: boolean }) => [row.name, row.suggested])).toEqual(
      [
        ['Eve', true],
        ['Dan', false],
      ],
    );
    expect(answer.body[1]).toMatchObject({ scheduled: 0, floors: [], completedThisWeek: 1, minutes: 20 });
  });
});

describe('the load counters', () => {
  it('stay exact through allot, turn-back, reject, completion and the removal of a keeper and a student', async () => {
    const world = await busyHostel(['Fay', 'Gus']);
    const { admin, keepers, students } = world;
    const [fay, gus] = keepers as [Account, Account];
    const [first, second, other, fourth] = students as [Account, Account, Account, Account];
    const check = () => assertInvariants({ hostelId: world.hostel.id, students, keepers });
    const day = dateIn(10);
    const mk = async (who: Account, floor: string) => requestOn(who, day, floor);

    const a = await allotVia(admin, await mk(first, '1'), fay);
    const b = await allotVia(admin, await mk(second, '2'), fay);
    await allotVia(admin, await mk(other, '2'), gus);
    await check();
    await invoke('rejectRequest', { token: fay.token, body: { id: a._id, message: 'Locked' } });
    await check();
    await invoke('rejectRequest', { token: admin.token, body: { id: b._id, message: 'Closed' } });
    await check();
    await allotVia(admin, a, gus);
    const completed = await onDayAhead(10, gus, () =>
      invoke('completeRequest', {
        token: gus.token,
        body: { id: a._id, timeIn: '10:00', timeOut: '10:20' },
      }),
    );
    expect(completed.status, completed.text).toBe(200);
    await check();
    await allotVia(admin, await mk(fourth, '3'), fay);
    await invoke('deleteUsers', { token: admin.token, body: { ids: [fay.id] } });
    await check();
    await invoke('deleteUsers', { token: admin.token, body: { ids: [other.id] } });
    await check();

    const after = await options(admin, day, '2');
    expect(after.body).toEqual([
      {
        _id: gus.id,
        name: 'Gus',
        scheduled: 0,
        floors: [],
        completedThisWeek: 1,
        off: false,
        suggested: true,
        ...effort(20),
      },
    ]);
  });
});

describe("the dialog's reads", () => {
  it('are one Query and one BatchGet, at 1 keeper as at 12', async () => {
    const one = await busyHostel(['Solo']);
    const twelve = await busyHostel(Array.from({ length: 12 }, (_, i) => `Keeper ${i + 1}`));

    const measured = {
      one: await callsOf('allotOptions', { token: one.admin.token, query: { date: dateIn(3), floor: '1' } }),
      twelve: await callsOf('allotOptions', {
        token: twelve.admin.token,
        query: { date: dateIn(3), floor: '1' },
      }),
    };

    const commands = ['GetItem', 'Query', 'BatchGetItem'];
    expect(measured).toEqual({ one: { status: 200, commands }, twelve: { status: 200, commands } });
  });
});
