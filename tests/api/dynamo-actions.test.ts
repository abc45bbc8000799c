/**
 * Each route's declared DynamoDB actions (`dynamo` in the route table, from which the stack writes each
 * function's IAM policy) are true: a scripted run over DynamoDB Local calls every route on its success and
 * refusal paths, records the IAM action behind every command its handler sends (a transaction counts as
 * the actions of its items, as IAM checks it), and each route's record must lie within its declaration.
 * Every declared action of a route the story calls must also be seen at least once, so a declaration
 * cannot grow stale; the authorization matrix holds every route, new ones too, to sending nothing undeclared.
 * The story's chapters are in `actions-story/`, called in order: each goes on from where the last left it.
 */
import { onDynamoCall } from '#functions/data/store/client';
import { type RouteId, routeIds, routes } from '#shared/routes';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import type { Account } from '../helpers/fixtures';
import { type Answer, type Call, invoke } from '../helpers/invoke';
import { type Story, type StoryWorld, storyWorld } from '../helpers/story-world';
import { authRoutes } from './actions-story/auth';
import { doorsStory } from './actions-story/doors';
import { noticesAndDates } from './actions-story/notices-and-dates';
import { recurringResidentsStory, recurringStory } from './actions-story/recurring';
import { requestWorkflow } from './actions-story/requests';
import { roomRoutes } from './actions-story/rooms';
import { usersAndProfile } from './actions-story/users';

// One long story over every route: on a machine under load it takes longer than the project's default.
vi.setConfig({ testTimeout: 120_000 });

const recorded = new Map<RouteId, Set<string>>();
let current: RouteId | undefined;

onDynamoCall((command, input) => {
  if (!current) return;
  const seen = recorded.get(current) ?? new Set<string>();
  for (const action of actionsOfCommand(command, input)) seen.add(action);
  recorded.set(current, seen);
});

/** Calls a route with its commands recorded under its id. */
async function call(id: RouteId, request: Call = {}): Promise<Answer> {
  current = id;
  try {
    return await invoke(id, request);
  } finally {
    current = undefined;
  }
}

let hostel: StoryWorld['hostel'];
let admin: Account;
let keeper: Account;
let student: Account;
storyWorld('Actions', (world) => ({ hostel, admin, keeper, student } = world));
const story = (): Story => ({ call, hostel, admin, keeper, student });

describe('the DynamoDB actions each route declares', () => {
  it('cover every command its handler sends, on success and refusal paths alike', async () => {
    const { roomId, userid } = await authRoutes(story());
    const { first } = await requestWorkflow(story());
    await usersAndProfile(story(), { roomId, userid });
    await noticesAndDates(story(), first);
    const { roomId: actionsRoom } = await roomRoutes(story());
    await recurringStory(story(), actionsRoom);
    await recurringResidentsStory(story());
    await doorsStory(story());

    // The student who made requests and rated them is removed last, with everything they own.
    await call('deleteUsers', { token: admin.token, body: { ids: [student.id] } });

    const declared = (id: RouteId) => new Set<string>(routes[id].dynamo);
    const outside = routeIds.flatMap((id) =>
      [...(recorded.get(id) ?? [])].filter((action) => !declared(id).has(action)).map((a) => `${id}: ${a}`),
    );
    const unused = [...recorded.keys()].flatMap((id) =>
      [...declared(id)].filter((action) => !recorded.get(id)?.has(action)).map((a) => `${id}: ${a}`),
    );
    expect(outside, 'sent but not declared').toEqual([]);
    expect(unused, 'declared but never sent').toEqual([]);
    // The story calls every route there was when it was written; the authorization matrix holds every
    // route, new ones too, to sending nothing undeclared.
    expect(recorded.size).toBeGreaterThan(0);
  });
});
