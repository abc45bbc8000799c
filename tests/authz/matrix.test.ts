/**
 * The authorization matrix: every route of the table × every kind of caller → the expected status,
 * through the real handlers over DynamoDB Local. A route without a row fails; so does any Scan. Every
 * answer is also held to the route's declared answers (`route-answers/`), and every DynamoDB action a
 * route's handler sends to the route's declared `dynamo` actions, so both hold for a new route by its row.
 */
import { onDynamoCall } from '#functions/data/store/client';
import { type RouteId, routeIds, routes } from '#shared/routes';

import { checkAnswer } from '../helpers/contract';
import { actionsOfCommand } from '../helpers/dynamo-actions';
import { invoke } from '../helpers/invoke';
import { loadMatrixRows } from './matrix-rows';
import { type Actor, actors, type MatrixRow, type MatrixWorld } from './matrix-types';
import { makeWorld } from './matrix-world';

const rows: MatrixRow[] = [...(await loadMatrixRows()).values()].flat();

let world: MatrixWorld;
const commands = new Set<string>();
/** The route whose call is under way, and the actions each route's calls sent. */
let current: RouteId | undefined;
const sent = new Map<RouteId, Set<string>>();
const succeeded = new Set<RouteId>();
let stopRecording: () => void;

beforeAll(async () => {
  world = await makeWorld();
  stopRecording = onDynamoCall((command, input) => {
    commands.add(command);
    if (!current) return;
    const actions = sent.get(current) ?? new Set<string>();
    for (const action of actionsOfCommand(command, input)) actions.add(action);
    sent.set(current, actions);
  });
});
afterAll(() => stopRecording());

it('has a row for every route of the table', () => {
  const missing = routeIds.filter((id) => !rows.some((row) => row.route === id));
  expect(missing).toEqual([]);
});

describe.each(rows.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const))(
  '%s',
  (_, row) => {
    it('answers each caller as expected', async () => {
      const statuses = {} as Record<Actor, number>;
      for (const actor of actors) {
        const rowWorld = row.isolate ? await makeWorld() : world;
        const prepared = row.prepare ? await row.prepare(rowWorld) : undefined;
        const me = actor === 'anonymous' ? undefined : rowWorld.accounts[actor];
        const context = { world: rowWorld, prepared, actor, me };
        current = row.route;
        const answer = await invoke(row.route, {
          ...row.call(context),
          ...(me ? { token: me.token } : {}),
        }).finally(() => (current = undefined));
        statuses[actor] = answer.status;
        if (checkAnswer(row.route, answer).kind === 'success') succeeded.add(row.route);
        await row.check?.(answer, context);
      }
      expect(statuses).toEqual(row.expect);
    });
  },
);

it('issued no Scan on any route', () => {
  expect(commands.size).toBeGreaterThan(0);
  expect([...commands].filter((command) => command.startsWith('Scan'))).toEqual([]);
});

it('sent no DynamoDB action a route does not declare (its IAM grant)', () => {
  const outside = [...sent].flatMap(([id, actions]) =>
    [...actions]
      .filter((action) => !(routes[id].dynamo as readonly string[]).includes(action))
      .map((a) => `${id}: ${a}`),
  );
  expect(outside).toEqual([]);
});

it('answered every route with one of its declared successes at least once', () => {
  expect(routeIds.filter((id) => !succeeded.has(id))).toEqual([]);
});
