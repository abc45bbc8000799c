/**
 * The DynamoDB calls of the notification routes, the live poll and the timeline (docs/dynamodb-calls.md),
 * and that they stay the same however many notifications a user has.
 */
import { signSession } from '#functions/security/tokens';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles());
});

/** Measures each route once, after a change that gives the keeper two unread notifications. */
async function measure() {
  const request = await allotVia(admin, await createVia(student, 20), keeper);
  await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
  const live = await invoke('live', { token: keeper.token });
  const listed = await invoke('listNotifications', { token: keeper.token });
  return {
    liveChanged: await callsOf('live', { token: keeper.token, headers: { 'if-none-match': '"0.0"' } }),
    liveUnchanged: await callsOf('live', {
      token: keeper.token,
      headers: { 'if-none-match': live.headers.etag! },
    }),
    liveOlderSession: await callsOf('live', { token: await signSession({ sub: keeper.id, tv: 1 }) }),
    listNotifications: await callsOf('listNotifications', { token: keeper.token }),
    readById: await callsOf('readNotifications', {
      token: keeper.token,
      body: { ids: [listed.body.items[0].id] },
    }),
    readAll: await callsOf('readNotifications', { token: keeper.token, body: { all: true } }),
  };
}

describe('DynamoDB calls of the notification routes', () => {
  it('are the documented ones: the poll is one call, the stamp read with the caller’s user item', async () => {
    const request = await allotVia(admin, await createVia(student, 3), keeper);
    await allotVia(admin, await createVia(student, 4), keeper);
    const measured = await measure();
    const timeline = await callsOf('requestTimeline', { token: student.token, query: { id: request._id } });

    expect({ ...measured, timeline }).toEqual({
      liveChanged: { status: 200, commands: ['BatchGetItem'] },
      liveUnchanged: { status: 304, commands: ['BatchGetItem'] },
      liveOlderSession: { status: 200, commands: ['GetItem', 'GetItem'] },
      listNotifications: { status: 200, commands: ['GetItem', 'Query'] },
      readById: { status: 200, commands: ['GetItem', 'BatchGetItem', 'TransactWriteItems', 'GetItem'] },
      readAll: { status: 200, commands: ['GetItem', 'Query', 'TransactWriteItems', 'GetItem'] },
      timeline: { status: 200, commands: ['GetItem', 'GetItem'] },
    });
  });

  it('are the same with 3 notifications as with 27', async () => {
    const few = await measure();
    // Each round tells the keeper twice (assigned, then taken away) and frees the student's date again.
    for (let round = 0; round < 12; round++) {
      const request = await allotVia(admin, await createVia(student, 5), keeper);
      await invoke('rejectRequest', { token: admin.token, body: { id: request._id, message: 'Closed' } });
    }
    const first = await invoke('listNotifications', { token: keeper.token });
    expect(first.body.items).toHaveLength(20);
    const next = await invoke('listNotifications', {
      token: keeper.token,
      query: { cursor: first.body.cursor },
    });
    expect(next.body.items.length).toBeGreaterThan(0);
    expect(next.body.items[0].at <= first.body.items.at(-1).at).toBe(true);
    // The cursor is the keeper's: anyone else's call with it is refused.
    const stolen = await invoke('listNotifications', {
      token: student.token,
      query: { cursor: first.body.cursor },
    });
    expect(stolen.body.code).toBe('input.badCursor');
    expect(await measure()).toEqual(few);
  });
});
