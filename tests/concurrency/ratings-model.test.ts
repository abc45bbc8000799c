/**
 * Property test of the effects of a rating and of an overdue notice (issue 29), through the real handlers:
 * random cleanings are made, allotted, some completed and rated (with or without a complaint, some twice),
 * and the scheduled job tells the admins of what is overdue at random hours on. After every step each
 * keeper's rating sum, count and complaints and each account's unread count equal a recount of the stored
 * ratings and notifications, and every request counter a recount of the requests (`assertInvariants`).
 */
import fc from 'fast-check';

import { assertInvariants } from '../api/requests-fixtures';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import {
  allot,
  assertRatingsAndUnread,
  clockFromNine,
  create,
  type ModelRequest,
  tellOverdueAt,
} from './model-steps';

interface Cleaning {
  student: number;
  keeper: number;
  /** Days from today; only today's may be completed. */
  day: number;
  stars: number;
  complaint: boolean;
  /** How many times the student tries to rate it: a second is refused. */
  ratings: number;
  /** Hours on from now at which the overdue job runs after this cleaning. */
  noticeHours: number;
}

const cleaning: fc.Arbitrary<Cleaning> = fc.record({
  student: fc.nat(2),
  keeper: fc.nat(1),
  day: fc.constantFrom(0, 0, 1),
  stars: fc.integer({ min: 1, max: 5 }),
  complaint: fc.boolean(),
  ratings: fc.integer({ min: 0, max: 2 }),
  noticeHours: fc.integer({ min: 0, max: 72 }),
});

clockFromNine();

describe('random ratings and overdue notices', () => {
  it('keep every keeper’s ratings and every unread count equal to a recount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cleaning, { minLength: 2, maxLength: 6 }), async (cleanings) => {
        const hostel = await makeHostel();
        const admin = await makeUser('admin', hostel);
        const students = await Promise.all([0, 1, 2].map(() => makeUser('student', hostel)));
        const keepers = await Promise.all([0, 1].map(() => makeUser('roomkeeper', hostel)));
        const model: ModelRequest[] = [];
        const check = async () => {
          await assertInvariants({ hostelId: hostel.id, students, keepers });
          await assertRatingsAndUnread(model, keepers, [admin, ...students, ...keepers]);
        };

        for (const step of cleanings) {
          const student = students[step.student] as Account;
          const keeper = keepers[step.keeper] as Account;
          const made = await create(model, student, step.student, { day: step.day, floor: '1' });
          const request = model.at(-1);
          if (made.status === 201 && request) {
            expect((await allot(admin, request, keeper, step.keeper)).status).toBe(200);
            if (step.day === 0) await completeAndRate(request, keeper, student, step);
          }
          await check();
          expect((await tellOverdueAt(hostel.id, step.noticeHours))?.hostelId).toBe(hostel.id);
          await check();
        }
      }),
      { numRuns: 4 },
    );
  }, 240_000);
});

async function completeAndRate(request: ModelRequest, keeper: Account, student: Account, step: Cleaning) {
  const completed = await invoke('completeRequest', {
    token: keeper.token,
    body: { id: request.id, timeIn: '08:00', timeOut: '08:45' },
  });
  expect(completed.status).toBe(200);
  request.status = 'Completed';
  for (let attempt = 0; attempt < step.ratings; attempt++) {
    const answer = await invoke('createRating', {
      token: student.token,
      body: {
        id: request.id,
        rating: step.stars,
        message: 'Rated',
        ...(step.complaint ? { complaint: 'Dusty shelves' } : {}),
      },
    });
    expect(answer.status).toBe(attempt === 0 ? 201 : 409);
    request.rated = true;
  }
}
