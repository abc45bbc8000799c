/**
 * The authorization matrix: every route of the table × every kind of caller → the expected status,
 * through the real handlers over DynamoDB Local. A route without a row fails; so does any Scan.
 */
import { onDynamoCall } from '#functions/data/store/client';
import { routeIds } from '#shared/routes';

import { invoke } from '../helpers/invoke';
import { rows as allotmentRows } from './matrix-allotment';
import { rows as notificationRows } from './matrix-notifications';
import { rows as registrationRows } from './matrix-registration';
import { type Actor, actors, type MatrixRow, type MatrixWorld } from './matrix-types';
import { rows as usersFeedbackRows } from './matrix-users-feedback';
import { rows as workflowRows } from './matrix-workflow';
import { makeWorld } from './matrix-world';

const rows: MatrixRow[] = [
  ...workflowRows,
  ...usersFeedbackRows,
  ...registrationRows,
  ...notificationRows,
  ...allotmentRows,
];

let world: MatrixWorld;
const commands = new Set<string>();
let stopRecording: () => void;

beforeAll(async () => {
  world = await makeWorld();
  stopRecording = onDynamoCall((command) => commands.add(command));
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
        const answer = await invoke(row.route, { ...row.call(context), ...(me ? { token: me.token } : {}) });
        statuses[actor] = answer.status;
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
