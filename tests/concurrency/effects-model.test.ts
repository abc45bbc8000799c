/**
 * Property test of the derived effects (issue 29) and of the one definition of what each change counts
 * (issue 27, item 8): random sequences of create / allot / start / keeper reject / admin reject / complete /
 * delete / rating / overdue notice and removals of students and keepers, through the real handlers. After
 * every step each counter, load, list and date lock must equal a recount of the stored requests
 * (`assertInvariants`), and each keeper's ratings and each account's unread count a recount of the stored
 * ratings and notifications; at the end the analytics must count what the model did, and the backfill,
 * rebuilding the day items from the stored requests, must find the same numbers as the live changes wrote.
 */
import fc from 'fast-check';

import { dayItems } from '../api/analytics-expected';
import { assertInvariants, dateIn } from '../api/requests-fixtures';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import {
  adminReject,
  allot,
  assertRatingsAndUnread,
  clockFromNine,
  create,
  done,
  isOpen,
  type ModelRequest,
  type Outcome,
  skipped,
  tellOverdueAt,
  withdraw,
} from './model-steps';

type Step =
  | { kind: 'create'; student: number; day: number }
  | { kind: 'allot' | 'start' | 'keeperReject' | 'complete'; target: number; keeper: number }
  | { kind: 'adminReject' | 'delete'; target: number }
  | { kind: 'rate'; target: number; stars: number; complaint: boolean }
  | { kind: 'notice'; days: number }
  | { kind: 'removeStudent' | 'removeKeeper'; who: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      student: fc.nat(2),
      day: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('allot' as const, 'start' as const, 'keeperReject' as const, 'complete' as const),
      target: fc.nat(),
      keeper: fc.nat(2),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('adminReject' as const, 'delete' as const),
      target: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      target: fc.nat(),
      stars: fc.integer({ min: 1, max: 5 }),
      complaint: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('notice' as const), days: fc.integer({ min: 0, max: 4 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('removeStudent' as const, 'removeKeeper' as const),
      who: fc.nat(2),
    }),
  },
);

/** What the analytics must count for the hostel. */
interface Tally {
  created: number;
  allotted: number;
  completed: number;
  rejected: number;
  turnedBack: number;
}

interface World {
  hostelId: string;
  admin: Account;
  students: Account[];
  keepers: Account[];
  removed: Set<string>;
  model: ModelRequest[];
  tally: Tally;
}

/** The live one of `people` a step's number picks, if any is left. */
function pick(world: World, people: Account[], number: number): Account | undefined {
  const left = people.filter((person) => !world.removed.has(person.id));
  return left[number % Math.max(left.length, 1)];
}

const backToQueue = (request: ModelRequest) => {
  request.status = 'Pending';
  delete request.keeper;
};

clockFromNine();

describe('random changes, removals included', () => {
  it('keep every counter equal to a recount, and the backfill finds the numbers the live changes wrote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 14 }), async (steps) => {
        const hostel = await makeHostel();
        const world: World = {
          hostelId: hostel.id,
          admin: await makeUser('admin', hostel),
          students: await Promise.all([0, 1, 2].map(() => makeUser('student', hostel))),
          keepers: await Promise.all([0, 1, 2].map(() => makeUser('roomkeeper', hostel))),
          removed: new Set(),
          model: [],
          tally: { created: 0, allotted: 0, completed: 0, rejected: 0, turnedBack: 0 },
        };

        for (const action of steps) {
          const { status, expected } = await apply(action, world);
          expect({ action, status }).toEqual({ action, status: expected });
          await assertInvariants({ hostelId: hostel.id, students: world.students, keepers: world.keepers });
          await assertRatingsAndUnread(world.model, world.keepers, [
            world.admin,
            ...world.students,
            ...world.keepers,
          ]);
        }

        const range = { from: dateIn(-1), to: dateIn(1) };
        const analytics = await invoke('analytics', { token: world.admin.token, query: range });
        expect(analytics.body.totals).toMatchObject(world.tally);
        const series = [
          `STATS#HOSTEL#${hostel.id}`,
          ...world.keepers.map((keeper) => `STATS#KEEPER#${keeper.id}`),
        ];
        const written = await dayItems(series);
        expect(await rebuilt(hostel.id, series)).toEqual(written);
      }),
      { numRuns: 6 },
    );
    // Seven accounts signed in and a recount after every step, per run.
  }, 240_000);
});

/** The day items the backfill makes from the stored requests alone, the live ones deleted first. */
async function rebuilt(hostelId: string, series: string[]) {
  const { rebuildHostelStats } = await import('#functions/domain/stats-backfill');
  const { db, tableName } = await import('#functions/data/store/client');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  for (const item of await dayItems(series))
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  await rebuildHostelStats(hostelId);
  return dayItems(series);
}

async function apply(action: Step, world: World): Promise<Outcome> {
  const { model, tally } = world;
  if (action.kind === 'create') return createStep(action, world);
  // The scheduled job tells the admins of what is overdue that many days on.
  if (action.kind === 'notice')
    return { status: (await tellOverdueAt(world.hostelId, action.days * 24)) ? 200 : 500, expected: 200 };
  if ('who' in action) return remove(action, world);

  // A rating mostly finds a Completed request (few are), now and then one it must refuse.
  const completed = model.filter((request) => request.status === 'Completed');
  const among = action.kind === 'rate' && completed.length > 0 && action.target % 4 > 0 ? completed : model;
  const request = among[action.target % Math.max(among.length, 1)];
  if (!request) return skipped;
  switch (action.kind) {
    case 'allot': {
      const keeper = pick(world, world.keepers, action.keeper);
      if (!keeper) return skipped;
      const outcome = await allot(world.admin, request, keeper, world.keepers.indexOf(keeper));
      if (done(outcome)) tally.allotted += 1;
      return outcome;
    }
    case 'start':
    case 'keeperReject':
    case 'complete': {
      const keeper = pick(world, world.keepers, action.keeper);
      if (!keeper) return skipped;
      // Start and Done come on the request's day (the time rules' own tests hold the refusals before it).
      if (action.kind !== 'keeperReject' && request.day > 0) return skipped;
      const own = request.keeper === world.keepers.indexOf(keeper);
      const expected = !own ? 403 : request.status === 'Scheduled' ? 200 : 409;
      const body = { id: request.id };
      const answer =
        action.kind === 'start'
          ? await invoke('startRequest', { token: keeper.token, body })
          : action.kind === 'complete'
            ? await invoke('completeRequest', {
                token: keeper.token,
                body: { ...body, timeIn: '08:00', timeOut: '08:45' },
              })
            : await invoke('rejectRequest', { token: keeper.token, body: { ...body, message: 'Not today' } });
      if (answer.status === 200 && action.kind === 'complete') {
        request.status = 'Completed';
        tally.completed += 1;
      }
      if (answer.status === 200 && action.kind === 'keeperReject') {
        backToQueue(request);
        tally.turnedBack += 1;
      }
      return { status: answer.status, expected };
    }
    case 'adminReject': {
      const outcome = await adminReject(world.admin, request);
      if (done(outcome)) tally.rejected += 1;
      return outcome;
    }
    case 'delete': {
      const student = world.students[request.student] as Account;
      if (world.removed.has(student.id)) return skipped;
      const outcome = await withdraw(model, student, request);
      // A withdrawn request no longer counts among the created ones.
      if (done(outcome)) tally.created -= 1;
      return outcome;
    }
    case 'rate':
      return rate(action, request, world);
  }
}

async function createStep(action: Extract<Step, { kind: 'create' }>, world: World): Promise<Outcome> {
  const student = world.students[action.student] as Account;
  if (world.removed.has(student.id)) return skipped;
  const floor = String(action.day % 2);
  const outcome = await create(world.model, student, action.student, { day: action.day, floor });
  if (done(outcome)) world.tally.created += 1;
  return outcome;
}

/** The student rates a cleaning: once, and only a Completed one. */
async function rate(
  action: Extract<Step, { kind: 'rate' }>,
  request: ModelRequest,
  world: World,
): Promise<Outcome> {
  const student = world.students[request.student] as Account;
  if (world.removed.has(student.id)) return skipped;
  const expected = request.status === 'Completed' && !request.rated ? 201 : 409;
  const answer = await invoke('createRating', {
    token: student.token,
    body: {
      id: request.id,
      rating: action.stars,
      message: 'Rated',
      ...(action.complaint ? { complaint: 'Dusty shelves' } : {}),
    },
  });
  if (answer.status === 201) request.rated = true;
  return { status: answer.status, expected };
}

/**
 * A removed student's open requests are Rejected (and counted so); a removed keeper's Scheduled ones go
 * back to Pending. Removing someone already removed changes nothing and answers as the first time.
 */
async function remove(
  action: Extract<Step, { kind: 'removeStudent' | 'removeKeeper' }>,
  world: World,
): Promise<Outcome> {
  const student = action.kind === 'removeStudent';
  const index = action.who;
  const person = (student ? world.students : world.keepers)[index] as Account;
  const answer = await invoke('deleteUsers', { token: world.admin.token, body: { ids: [person.id] } });
  if (answer.status === 200 && !world.removed.has(person.id)) {
    world.removed.add(person.id);
    for (const request of world.model) {
      if (student && request.student === index && isOpen(request)) {
        request.status = 'Rejected';
        world.tally.rejected += 1;
      }
      if (!student && request.keeper === index && request.status === 'Scheduled') backToQueue(request);
    }
  }
  return { status: answer.status, expected: 200 };
}
