/**
 * Model-based test: random sequences of create / allot / bulk allot / keeper reject / admin reject /
 * complete / delete through the real handlers, on two floors. A small model predicts each answer's status; after every
 * step the stored counters (the keepers' loads per date and floor and completions per week included),
 * index partitions and date locks must agree (`assertInvariants`), and at the end the analytics' counts
 * of the day, for the hostel and per keeper, must be the model's.
 */
import fc from 'fast-check';

import { assertInvariants, dateIn } from '../api/requests-fixtures';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import {
  adminReject,
  allot,
  clockFromNine,
  create,
  done,
  type ModelRequest,
  type Outcome,
  skipped,
  withdraw,
} from './model-steps';

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

clockFromNine();

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
): Promise<Outcome> {
  if (action.kind === 'create') {
    const student = people.students[action.student] as Account;
    const outcome = await create(model, student, action.student, action);
    if (done(outcome)) count(tally, 'created');
    return outcome;
  }

  if (action.kind === 'bulkAllot') return bulkAllotAll(action.keeper, model, people, tally);

  const request = model[action.target % Math.max(model.length, 1)];
  if (!request) return skipped;

  switch (action.kind) {
    case 'allot': {
      const keeper = people.keepers[action.keeper] as Account;
      const outcome = await allot(people.admin, request, keeper, action.keeper);
      if (done(outcome)) count(tally, 'allotted');
      return outcome;
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
      const outcome = await adminReject(people.admin, request);
      if (done(outcome)) count(tally, 'rejected');
      return outcome;
    }
    case 'delete': {
      const student = people.students[request.student] as Account;
      const outcome = await withdraw(model, student, request);
      // A withdrawn request no longer counts among the created ones.
      if (done(outcome)) count(tally, 'created', -1);
      return outcome;
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
): Promise<Outcome> {
  if (model.length === 0) return skipped;
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
