/**
 * The world of the scripted stories that walk every route (`contract.test.ts`, `dynamo-actions.test.ts`):
 * a clock that starts at noon UTC and runs on (`Date` only; a request is completed on its own day with
 * `onDayAhead`), and a hostel with an admin, a keeper and a student named after the story.
 */
import type { RouteId } from '#shared/routes';

import { type Account, makeHostel, makeUser } from './fixtures';
import type { Answer, Call } from './invoke';

export interface StoryWorld {
  hostel: { id: string; name: string };
  admin: Account;
  keeper: Account;
  student: Account;
}

/** A chapter of a story: the world, and the story's own way of calling a route (it records each answer). */
export interface Story extends StoryWorld {
  call(id: RouteId, request?: Call): Promise<Answer>;
}

/** Before the file's tests, starts the clock and hands `ready` the story's hostel and people; after, stops it. */
export function storyWorld(story: string, ready: (world: StoryWorld) => void): void {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
    const hostel = await makeHostel();
    ready({
      hostel,
      admin: await makeUser('admin', hostel, { name: `${story} Admin` }),
      keeper: await makeUser('roomkeeper', hostel, { name: `${story} Keeper`, phone: '+1 555 0100' }),
      student: await makeUser('student', hostel, { name: `${story} Student`, room: '12', floor: '3' }),
    });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
