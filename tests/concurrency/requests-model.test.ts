/**
 * Model-based test: random sequences of create / allot / bulk allot / keeper reject / admin reject /
 * complete / delete through the real handlers, on two floors. A small model predicts each answer's status; after every
 * step the stored counters (the keepers' loads per date and floor and completions per week included),
 * index partitions and date locks must agree (`assertInvariants`), and at the end the analytics' counts
 * of the day, for the hostel and per keeper, must be the model's.
 */
import fc from 'fast-check';

import type { RequestStatus } from '#shared/status';

import { assertInvariants, dateIn } from '../api/requests-fixtures';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

interface ModelRequest {
  id: string;
  student: number;
  day: number;
  status: RequestStatus;
  keeper?: number;
}

type Step =
  | { kind: 'create'; student: number; day: number; floor: string }
  | { kind: 'allot' | 'keeperReject' | 'complete'; target: number; keeper: number }
  | { kind: 'adminReject' | 'delete'; target: number }
  | { kind: 'bulkAllot'; keeper: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    student: fc.nat(1),
    day: fc.integer({ min: 0, max: 3 }),
    floor: fc.constantFrom('1', '2'),
  }),
  fc.record({
    kind: fc.constantFrom('allot' as const, 'keeperReject' as const, 'complete' as const),
    target: fc.nat(),
    keeper: fc.nat(1),
  }),
  fc.record({ kind: fc.constantFrom('adminReject' as const, 'delete' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('bulkAllot' as const), keeper: fc.nat(1) }),
);

/** What the analytics must count: the hostel's changes, and each keeper's completions and turn-backs. */
interface Tally {
  created: number;
  allotted: number;
  completed: number;
  rejected: number;
  turnedBack: number;
  keepers: Map<number, { completed: number; turnedBack: number }>;
}
const count = (tally: Tally, name: Exclude<keyof Tally, 'keepers'>, by = 1) => {
  tally[name] += by;
};
const countKeeper = (tally: Tally, keeper: number, name: 'completed' | 'turnedBack') => {
  const own = tally.keepers.get(keeper) ?? { completed: 0, turnedBack: 0 };
  own[name] += 1;
  tally.keepers.set(keeper, own);
};

const isOpen = (request: ModelRequest) => request.status === 'Pending' || request.status === 'Scheduled';

// The clock starts at 09:00 UTC and runs on (`Date` only): today's requests (asked for 10:00) are open
// and may be completed with the morning's times, whatever the hour the tests run at.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T09:00:00Z'), shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
});

describe('random sequences of workflow actions', () => {
  it('keep every counter, list and date lock exact, and answer as the model predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        const hostel = await makeHostel();
        const admin = await makeUser('admin', hostel);
        const students = await Promise.all([0, 1].map(() => makeUser('student', hostel)));
        const keepers = await Promise.all([0, 1].map(() => makeUser('roomkeeper', hostel)));
        const model: ModelRequest[] = [];
        const tally: Tally = {
          created: 0,
          allotted: 0,
          completed: 0,
          rejected: 0,
          turnedBack: 0,
          keepers: new Map(),
        };

        for (const action of steps) {
          const { status, expected } = await apply(action, model, { admin, students, keepers }, tally);
          expect({ action, status }).toEqual({ action, status: expected });
          await assertInvariants({ hostelId: hostel.id, students, keepers });
        }
        const range = { from: dateIn(-1), to: dateIn(1) };
        const analytics = await invoke('analytics', { token: admin.token, query: range });
        const { keepers: perKeeper, ...hostelCounts } = tally;
        expect(analytics.body.totals).toMatchObject(hostelCounts);
        for (const [index, keeper] of keepers.entries()) {
          const own = await invoke('analytics', { token: keeper.token, query: range });
          const expected = perKeeper.get(index) ?? { completed: 0, turnedBack: 0 };
          expect(own.body.totals).toMatchObject(expected);
        }
      }),
      { numRuns: 5 },
    );
    // Five runs of real transactions and a recount after each step: about 30 s on a busy two-core machine.
  }, 240_000);
});

async function apply(
  action: Step,
  model: ModelRequest[],
  people: { admin: Account; students: Account[]; keepers: Account[] },
  tally: Tally,
): Promise<{ status: number; expected: number }> {
  if (action.kind === 'create') {
    const student = people.students[action.student] as Account;
    const mine = model.filter((request) => request.student === action.student);
    const dateTaken = mine.some((request) => request.day === action.day && request.status !== 'Rejected');
    const expected = dateTaken || mine.filter(isOpen).length >= 3 ? 409 : 201;
    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '1', floor: action.floor, date: dateIn(action.day), time: '10:00' },
    });
    if (answer.status === 201) count(tally, 'created');
    if (answer.status === 201)
      model.push({
        id: answer.body.request._id,
        student: action.student,
        day: action.day,
        status: 'Pending',
      });
    return { status: answer.status, expected };
  }

  if (action.kind === 'bulkAllot') return bulkAllotAll(action.keeper, model, people, tally);

  const request = model[action.target % Math.max(model.length, 1)];
  if (!request) return { status: 0, expected: 0 };

  switch (action.kind) {
    case 'allot': {
      const expected = request.status === 'Pending' ? 200 : 409;
      const keeper = people.keepers[action.keeper] as Account;
      const answer = await invoke('allotRequest', {
        token: people.admin.token,
        body: { id: request.id, roomKeeperId: keeper.id },
      });
      if (answer.status === 200) {
        Object.assign(request, { status: 'Scheduled', keeper: action.keeper });
        count(tally, 'allotted');
      }
      return { status: answer.status, expected };
    }
    case 'keeperReject':
    case 'complete': {
      const keeper = people.keepers[action.keeper] as Account;
      // A completion before the request's day is refused (400); a Can't clean may come ahead of it.
      const early = action.kind === 'complete' && request.day > 0;
      const expected =
        request.keeper !== action.keeper ? 403 : request.status !== 'Scheduled' ? 409 : early ? 400 : 200;
      const answer =
        action.kind === 'complete'
          ? await invoke('completeRequest', {
              token: keeper.token,
              body: { id: request.id, timeIn: '08:00', timeOut: '08:45' },
            })
          : await invoke('rejectRequest', {
              token: keeper.token,
              body: { id: request.id, message: 'Not today' },
            });
      if (answer.status === 200 && action.kind === 'complete') {
        request.status = 'Completed';
        count(tally, 'completed');
        countKeeper(tally, action.keeper, 'completed');
      }
      if (answer.status === 200 && action.kind === 'keeperReject') {
        count(tally, 'turnedBack');
        countKeeper(tally, action.keeper, 'turnedBack');
        request.status = 'Pending';
        delete request.keeper;
      }
      return { status: answer.status, expected };
    }
    case 'adminReject': {
      const expected = isOpen(request) ? 200 : 409;
      const answer = await invoke('rejectRequest', {
        token: people.admin.token,
        body: { id: request.id, message: 'Closed' },
      });
      if (answer.status === 200) {
        request.status = 'Rejected';
        count(tally, 'rejected');
      }
      return { status: answer.status, expected };
    }
    case 'delete': {
      const expected = request.status === 'Pending' ? 200 : 409;
      const student = people.students[request.student] as Account;
      const answer = await invoke('deleteRequest', { token: student.token, body: { id: request.id } });
      if (answer.status === 200) {
        model.splice(model.indexOf(request), 1);
        // A withdrawn request no longer counts among the created ones.
        count(tally, 'created', -1);
      }
      return { status: answer.status, expected };
    }
  }
}

/**
 * Every request of the model in one bulk allotment, the keepers taking turns: the Pending ones are
 * allotted, each other row is refused alone as no longer pending.
 */
async function bulkAllotAll(
  firstKeeper: number,
  model: ModelRequest[],
  people: { admin: Account; keepers: Account[] },
  tally: Tally,
): Promise<{ status: number; expected: number }> {
  if (model.length === 0) return { status: 0, expected: 0 };
  const keeperOf = (index: number) => (firstKeeper + index) % people.keepers.length;
  const answer = await invoke('bulkAllot', {
    token: people.admin.token,
    body: {
      rows: model.map((request, index) => ({
        id: request.id,
        roomKeeperId: (people.keepers[keeperOf(index)] as Account).id,
      })),
    },
  });
  const predicted = model.map((request) =>
    request.status === 'Pending'
      ? { id: request.id, ok: true }
      : { id: request.id, ok: false, code: 'workflow.notPending' },
  );
  const outcomes = (answer.body?.results ?? []) as { id: string; ok: boolean; code?: string }[];
  expect(outcomes.map(({ id, ok, code }) => ({ id, ok, ...(code ? { code } : {}) }))).toEqual(predicted);
  model.forEach((request, index) => {
    if (request.status !== 'Pending') return;
    Object.assign(request, { status: 'Scheduled', keeper: keeperOf(index) });
    count(tally, 'allotted');
  });
  return { status: answer.status, expected: 200 };
}
