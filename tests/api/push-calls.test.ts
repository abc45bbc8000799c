/**
 * The DynamoDB calls of the push routes (docs/dynamodb-calls.md, issue 33): each a key read of the caller's
 * own devices item and at most one write, however many devices they have; and the routes send exactly the
 * actions the table declares, each seen (as `calendar-calls.test.ts` does for its group).
 */
import { onDynamoCall } from '#functions/data/store/client';
import { type RouteId, routes } from '#shared/routes';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let keeper: Account;
let student: Account;

beforeAll(async () => {
  ({ keeper, student } = await hostelWithRoles());
});

const device = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/calls-${name}`,
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
});

describe('DynamoDB calls of the push routes', () => {
  it('are the documented ones', async () => {
    const key = await callsOf('pushKey', { token: student.token });
    const first = await callsOf('savePushSubscription', { token: student.token, body: device('a') });
    const again = await callsOf('savePushSubscription', { token: student.token, body: device('a') });
    for (const name of ['b', 'c', 'd', 'e', 'f'])
      await invoke('savePushSubscription', { token: student.token, body: device(name) });
    const sixth = await callsOf('savePushSubscription', { token: student.token, body: device('g') });
    const refused = await callsOf('savePushSubscription', {
      token: student.token,
      body: { ...device('h'), endpoint: 'http://169.254.169.254/latest' },
    });
    const removeOne = await callsOf('removePushSubscription', {
      token: student.token,
      body: { endpoint: device('g').endpoint },
    });
    const removeNone = await callsOf('removePushSubscription', {
      token: student.token,
      body: { endpoint: device('zz').endpoint },
    });
    expect({ key, first, again, sixth, refused, removeOne, removeNone }).toEqual({
      key: { status: 200, commands: ['GetItem', 'GetItem'] },
      first: { status: 200, commands: ['GetItem', 'GetItem', 'PutItem'] },
      again: { status: 200, commands: ['GetItem', 'GetItem', 'PutItem'] },
      sixth: { status: 200, commands: ['GetItem', 'GetItem', 'PutItem'] },
      refused: { status: 400, commands: ['GetItem'] },
      removeOne: { status: 200, commands: ['GetItem', 'GetItem', 'PutItem'] },
      removeNone: { status: 200, commands: ['GetItem', 'GetItem'] },
    });
  });

  it('keep at most five devices, the oldest replaced', async () => {
    const answers = [];
    for (const name of ['1', '2', '3', '4', '5', '6', '7'])
      answers.push(
        (await invoke('savePushSubscription', { token: keeper.token, body: device(`k${name}`) })).body,
      );
    expect(answers.map((answer) => answer.devices)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    // The two oldest are gone: removing them changes nothing; the newest is there.
    const oldest = await invoke('removePushSubscription', {
      token: keeper.token,
      body: { endpoint: device('k1').endpoint },
    });
    const newest = await invoke('removePushSubscription', {
      token: keeper.token,
      body: { endpoint: device('k7').endpoint },
    });
    expect([oldest.body, newest.body]).toEqual([{ devices: 5 }, { devices: 4 }]);
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', async () => {
    const seen = new Map<RouteId, Set<string>>();
    let current: RouteId | undefined;
    const stop = onDynamoCall((command, input) => {
      if (current) for (const action of actionsOfCommand(command, input)) seen.get(current)!.add(action);
    });
    const call = async (id: RouteId, request: Parameters<typeof invoke>[1]) => {
      if (!seen.has(id)) seen.set(id, new Set());
      current = id;
      try {
        return await invoke(id, request);
      } finally {
        current = undefined;
      }
    };
    const { admin } = await hostelWithRoles();
    try {
      await call('pushKey', { token: admin.token });
      await call('savePushSubscription', { token: admin.token, body: device('x') });
      await call('savePushSubscription', { token: admin.token, body: device('y') });
      await call('removePushSubscription', { token: admin.token, body: { endpoint: device('x').endpoint } });
      await call('removePushSubscription', { token: admin.token, body: { endpoint: device('y').endpoint } });
    } finally {
      stop();
    }
    for (const [id, actions] of seen) expect([...actions].sort(), id).toEqual([...routes[id].dynamo].sort());
  });
});
