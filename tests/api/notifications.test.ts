/**
 * Notifications over DynamoDB Local through the real handlers: each change of a request tells exactly the
 * people the issue lists (and the actor's own Logs entry), never anyone of another hostel; a change whose
 * condition fails tells nobody; unread counts, paging and marking read. The change stamp and its 304:
 * `change-stamp.test.ts`.
 */
import { db } from '#functions/data/store/client';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { followConfirmation } from '../helpers/registration';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let secondAdmin: Account;
let keeper: Account;
let otherKeeper: Account;
let student: Account;
let outsiders: Account[];
let everyone: Account[];

// The clock starts at noon UTC and runs on (`Date` only): a request of today is asked for later today and
// completed with times before now, whatever the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Nora Admin' });
  secondAdmin = await makeUser('admin', hostel, { name: 'Omar Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Lin Keeper' });
  student = await makeUser('student', hostel, { name: 'Sol Student', room: '7', floor: '2' });
  const elsewhere = await makeHostel();
  outsiders = [
    await makeUser('admin', elsewhere),
    await makeUser('roomkeeper', elsewhere),
    await makeUser('student', elsewhere),
  ];
  everyone = [admin, secondAdmin, keeper, otherKeeper, student, ...outsiders];
});

afterAll(() => {
  vi.useRealTimers();
});

interface Listed {
  items: { id: string; kind: string; at: string; read: boolean; [field: string]: unknown }[];
  unread: number;
  cursor?: string;
}

async function notesOf(account: Account, cursor?: string): Promise<Listed> {
  const answer = await invoke('listNotifications', { token: account.token, query: cursor ? { cursor } : {} });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Listed;
}

/** What each account has been told since `before` (its notifications' ids then), by kind. */
async function newKinds(before: Map<string, Set<string>>): Promise<Map<Account, string[]>> {
  const told = new Map<Account, string[]>();
  for (const account of everyone) {
    const { items } = await notesOf(account);
    const fresh = items.filter((item) => !before.get(account.id)?.has(item.id)).map((item) => item.kind);
    if (fresh.length > 0) told.set(account, fresh.sort());
  }
  return told;
}

async function snapshot(): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Set<string>>();
  for (const account of everyone)
    seen.set(account.id, new Set((await notesOf(account)).items.map((item) => item.id)));
  return seen;
}

/** Runs `change` and answers who was told what by it (nobody of `outsiders`, checked here). */
async function toldBy(change: () => Promise<unknown>): Promise<Map<Account, string[]>> {
  const before = await snapshot();
  await change();
  const told = await newKinds(before);
  for (const outsider of outsiders) expect(told.get(outsider)).toBeUndefined();
  return told;
}

const expectTold = (told: Map<Account, string[]>, expected: [Account, string[]][]) =>
  expect(new Map([...told].map(([account, kinds]) => [account.name, kinds]))).toEqual(
    new Map(expected.map(([account, kinds]) => [account.name, kinds])),
  );

describe('each change tells exactly the people it concerns', () => {
  it('create, allot, keeper turn-back, re-allot, admin reject, complete, rate, delete', async () => {
    let request = { _id: '' };
    expectTold(
      await toldBy(async () => {
        request = await createVia(student, 5);
      }),
      [[student, ['done']]],
    );

    const allotted = await toldBy(() => allotVia(admin, request, keeper));
    expectTold(allotted, [
      [admin, ['done']],
      [keeper, ['assigned']],
      [student, ['allotted']],
    ]);
    const studentNote = (await notesOf(student)).items[0]!;
    expect(studentNote).toMatchObject({
      kind: 'allotted',
      requestId: request._id,
      keeperName: 'Kai Keeper',
      date: dateIn(5),
      time: '10:00',
      read: false,
    });

    const turnedBack = await toldBy(() =>
      invoke('rejectRequest', { token: keeper.token, body: { id: request._id, message: 'Door locked' } }),
    );
    expectTold(turnedBack, [
      [admin, ['needsReallot']],
      [secondAdmin, ['needsReallot']],
      [keeper, ['done']],
      [student, ['turnedBack']],
    ]);
    expect((await notesOf(admin)).items[0]).toMatchObject({ reason: 'Door locked', byName: 'Kai Keeper' });

    expectTold(await toldBy(() => allotVia(admin, request, otherKeeper)), [
      [admin, ['done']],
      [otherKeeper, ['assigned']],
      [student, ['allotted']],
    ]);
    expectTold(
      await toldBy(() =>
        invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Room closed' } }),
      ),
      [
        [admin, ['done']],
        [otherKeeper, ['takenAway']],
        [student, ['rejected']],
      ],
    );

    const done = await allotVia(admin, await createVia(student, 0, '13:00'), keeper);
    expectTold(
      await toldBy(() =>
        invoke('completeRequest', {
          token: keeper.token,
          body: { id: done._id, timeIn: '10:00', timeOut: '10:30' },
        }),
      ),
      [
        [keeper, ['done']],
        [student, ['completed']],
      ],
    );
    expectTold(
      await toldBy(() =>
        invoke('createRating', { token: student.token, body: { id: done._id, rating: 4, message: 'Good' } }),
      ),
      [
        [keeper, ['rated']],
        [student, ['done']],
      ],
    );
    expect((await notesOf(keeper)).items[0]).toMatchObject({ kind: 'rated', stars: 4 });

    const dropped = await createVia(student, 7);
    expectTold(
      await toldBy(() => invoke('deleteRequest', { token: student.token, body: { id: dropped._id } })),
      [[student, ['done']]],
    );
  });

  it('a removed keeper’s requests go back to the queue and their students are told', async () => {
    const leaving = await makeUser('roomkeeper', hostel, { name: 'Lou Leaving' });
    const request = await allotVia(admin, await createVia(student, 16), leaving);
    const told = await toldBy(() =>
      invoke('deleteUsers', { token: admin.token, body: { ids: [leaving.id] } }),
    );
    expectTold(told, [[student, ['released']]]);
    expect((await notesOf(student)).items[0]).toMatchObject({ requestId: request._id, date: dateIn(16) });
    await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Done with it' } });
  });

  it('a self-registration waiting for approval tells the hostel’s admins', async () => {
    const email = `waiting-${Date.now()}@test.hostel`;
    // The admins hear of it once the address is confirmed, not before.
    const unconfirmed = await toldBy(() =>
      invoke('authRegister', {
        body: { email, fullname: 'Wren Waiting', hostel: hostel.name, password: 'correct horse' },
      }),
    );
    expectTold(unconfirmed, []);
    const told = await toldBy(() => followConfirmation(email));
    expectTold(told, [
      [admin, ['registration']],
      [secondAdmin, ['registration']],
    ]);
    expect((await notesOf(admin)).items[0]).toMatchObject({
      kind: 'registration',
      studentName: 'Wren Waiting',
    });
  });
});

describe('a change that does not happen tells nobody', () => {
  it('an allot whose transaction loses to a change made in between', async () => {
    const request = await createVia(student, 8);
    // Just before the allot's transaction is sent, the admin rejects the request: its condition fails.
    let raced = false;
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (!raced && context.commandName?.startsWith('TransactWrite')) {
          raced = true;
          const rejected = await invoke('rejectRequest', {
            token: admin.token,
            body: { id: request._id, message: 'Closed first' },
          });
          expect(rejected.status).toBe(200);
        }
        return next(args);
      },
      { step: 'initialize', name: 'raceBeforeTransaction' },
    );
    try {
      const told = await toldBy(async () => {
        const answer = await invoke('allotRequest', {
          token: admin.token,
          body: { id: request._id, roomKeeperId: keeper.id },
        });
        expect(answer.status).toBe(409);
      });
      // Only the reject that won is told; the allot's notes are not there.
      expectTold(told, [
        [admin, ['done']],
        [student, ['rejected']],
      ]);
    } finally {
      db.middlewareStack.remove('raceBeforeTransaction');
    }
    expect(raced).toBe(true);
  });

  it('a refused change (not the caller’s request)', async () => {
    const request = await allotVia(admin, await createVia(student, 9), keeper);
    const told = await toldBy(async () => {
      const answer = await invoke('completeRequest', {
        token: otherKeeper.token,
        body: { id: request._id, timeIn: '10:00', timeOut: '10:30' },
      });
      expect(answer.status).toBe(403);
    });
    expect(told.size).toBe(0);
  });
});

describe('reading notifications', () => {
  it('lists newest first, counts unread and marks read by id or all', async () => {
    const fresh = await makeUser('student', hostel);
    const keeperNew = await makeUser('roomkeeper', hostel);
    for (let day = 10; day < 13; day++) await allotVia(admin, await createVia(fresh, day), keeperNew);
    const all = await notesOf(keeperNew);
    expect(all.unread).toBe(3);
    expect(all.items.map((item) => item.kind)).toEqual(['assigned', 'assigned', 'assigned']);
    expect(all.items.map((item) => item.date)).toEqual([dateIn(12), dateIn(11), dateIn(10)]);

    const one = await invoke('readNotifications', {
      token: keeperNew.token,
      body: { ids: [all.items[0]!.id] },
    });
    expect(one.body).toEqual({ unread: 2 });
    // Marking it again, or marking another user's id, changes nothing.
    expect(
      (await invoke('readNotifications', { token: keeperNew.token, body: { ids: [all.items[0]!.id] } })).body,
    ).toEqual({ unread: 2 });
    const others = (await notesOf(fresh)).items[0]!.id;
    expect(
      (await invoke('readNotifications', { token: keeperNew.token, body: { ids: [others] } })).body,
    ).toEqual({ unread: 2 });
    expect((await notesOf(fresh)).unread).toBe(3);

    expect((await invoke('readNotifications', { token: keeperNew.token, body: { all: true } })).body).toEqual(
      { unread: 0 },
    );
    expect((await notesOf(keeperNew)).items.every((item) => item.read)).toBe(true);

    const tooMany = Array.from({ length: 26 }, () => all.items[0]!.id);
    const refused = await invoke('readNotifications', { token: keeperNew.token, body: { ids: tooMany } });
    expect(refused.status).toBe(400);
  });
});
