/**
 * People acting at the same time, through the real handlers over DynamoDB Local (whose transactions are
 * atomic): exactly one of the competing changes wins, the others get 409, and every counter still
 * equals the rows it counts.
 */
import { allotVia, assertInvariants, createVia, dateIn } from '../api/requests-fixtures';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let otherKeeper: Account;
let students: Account[];

// The clock starts at noon UTC and runs on (`Date` only): a request of today is asked for later today and
// completed with times before now, whatever the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  otherKeeper = await makeUser('roomkeeper', hostel);
  students = await Promise.all([1, 2, 3, 4].map(() => makeUser('student', hostel)));
});
afterAll(() => {
  vi.useRealTimers();
});

const statusesOf = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
const invariants = () => assertInvariants({ hostelId: hostel.id, students, keepers: [keeper, otherKeeper] });

describe('parallel creates', () => {
  it('for one date: exactly one succeeds', async () => {
    const [student] = students as [Account];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invoke('createRequest', {
          token: student.token,
          body: { room: '1', floor: '1', date: dateIn(5), time: `1${i}:00` },
        }),
      ),
    );

    expect(statusesOf(answers)).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array(9).fill({ code: 'request.dateTaken', message: 'You already have a request for that date.' }),
    );
    await invariants();
  });

  it('on 20 distinct dates: exactly 3 open', async () => {
    const student = students[1] as Account;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke('createRequest', {
          token: student.token,
          body: { room: '1', floor: '1', date: dateIn(10 + i), time: '10:00' },
        }),
      ),
    );

    expect(statusesOf(answers)).toEqual([201, 201, 201, ...Array<number>(17).fill(409)]);
    const board = await invoke('studentDashboard', { token: student.token });
    expect(board.body).toMatchObject({ requests: 3, scheduled: 0, completed: 0 });
    expect(board.body.data).toHaveLength(3);
    await invariants();
  });
});

/**
 * Of three changes at once, exactly one wins, or the second and then the third (the one pair that can
 * follow each other); each loser answers one of `loserStatuses`. Answers which won.
 */
function expectOneWinner(answers: readonly { status: number }[], loserStatuses: number[]): boolean[] {
  const won = answers.map((answer) => answer.status === 200);
  expect([
    [true, false, false],
    [false, true, false],
    [false, false, true],
    [false, true, true],
  ]).toContainEqual(won);
  for (const loser of answers.filter((answer) => answer.status !== 200))
    expect(loserStatuses).toContain(loser.status);
  return won;
}

describe('competing changes on one request', () => {
  it('Scheduled: complete vs keeper reject vs admin reject → one wins, or keeper reject then admin reject', async () => {
    for (let round = 0; round < 4; round++) {
      // Today's, so that completing is allowed; a student of their own each round, since a completed
      // request keeps its date.
      const student = await makeUser('student', hostel);
      students.push(student);
      const request = await allotVia(admin, await createVia(student, 0, '13:00'), keeper);

      const answers = await Promise.all([
        invoke('completeRequest', {
          token: keeper.token,
          body: { id: request._id, timeIn: '10:00', timeOut: '10:30' },
        }),
        invoke('rejectRequest', { token: keeper.token, body: { id: request._id, message: 'Cannot today' } }),
        invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } }),
      ]);

      // One wins first. A keeper's reject puts the request back to Pending, which an admin may still
      // reject, so "keeper reject, then admin reject" is the one valid pair; a completion is final. A
      // keeper whose read came after the keeper reject no longer holds the request (403); otherwise 409.
      const won = expectOneWinner(answers, [403, 409]);
      const final = (await invoke('listRequests', { token: student.token })).body.items.find(
        (item: { _id: string }) => item._id === request._id,
      );
      expect(final?.requestStatus).toBe(won[0] ? 'Completed' : won[2] ? 'Rejected' : 'Pending');
      // Leave no open request behind, so the next round stays under the open-request limit.
      if (final?.requestStatus === 'Pending')
        await invoke('deleteRequest', { token: student.token, body: { id: request._id } });
      await invariants();
    }
  });

  it('Pending: delete vs allot vs admin reject → one wins, or allot then admin reject; never an allotted ghost', async () => {
    const student = students[3] as Account;
    for (let round = 0; round < 4; round++) {
      const request = await createVia(student, 40 + round);

      const answers = await Promise.all([
        invoke('deleteRequest', { token: student.token, body: { id: request._id } }),
        invoke('allotRequest', {
          token: admin.token,
          body: { id: request._id, roomKeeperId: otherKeeper.id },
        }),
        invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } }),
      ]);

      // All three start from Pending, so one wins first. An admin may also reject a Scheduled request, so
      // "allot, then admin reject" is the one valid pair; delete never shares a win. A loser whose read
      // came after the winner's delete finds no request (404); otherwise it is 409.
      const won = expectOneWinner(answers, [404, 409]);
      if (won[1] && !won[2]) {
        await invoke('rejectRequest', { token: otherKeeper.token, body: { id: request._id, message: 'x' } });
        await invoke('deleteRequest', { token: student.token, body: { id: request._id } });
      }
      await invariants();
    }
  });

  it('two admins allotting one request to different keepers → exactly one allotment', async () => {
    const secondAdmin = await makeUser('admin', hostel);
    const student = students[0] as Account;
    const request = await createVia(student, 50);

    const answers = await Promise.all([
      invoke('allotRequest', { token: admin.token, body: { id: request._id, roomKeeperId: keeper.id } }),
      invoke('allotRequest', {
        token: secondAdmin.token,
        body: { id: request._id, roomKeeperId: otherKeeper.id },
      }),
    ]);

    expect(statusesOf(answers)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      code: 'workflow.notPending',
      message: 'This request is no longer pending.',
    });
    await invariants();
  });
});
