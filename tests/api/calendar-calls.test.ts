/**
 * The DynamoDB calls of the calendar feed routes (docs/dynamodb-calls.md, issue 33), that a feed's calls
 * stay the same however many requests its partitions hold, and that the routes send exactly the actions
 * the table declares (as `dynamo-actions.test.ts` holds the older routes to theirs).
 */

import { callsOf, expectDeclaredActions } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles());
});

const tokenOf = (url: string) => url.split('/').at(-1)!;

async function feedCalls(account: Account) {
  const made = await invoke('makeCalendarFeed', { token: account.token });
  return callsOf('calendarFeed', { params: { token: tokenOf(made.body.url) } });
}

describe('DynamoDB calls of the calendar feed routes', () => {
  it('are the documented ones', async () => {
    await allotVia(admin, await createVia(student, 3), keeper);
    await createVia(student, 4);
    const state = await callsOf('calendarFeedState', { token: student.token });
    const first = await callsOf('makeCalendarFeed', { token: student.token });
    const replace = await callsOf('makeCalendarFeed', { token: student.token });
    const revoke = await callsOf('revokeCalendarFeed', { token: student.token });
    const revokeNone = await callsOf('revokeCalendarFeed', { token: student.token });
    const unknown = await callsOf('calendarFeed', { params: { token: `${'A'.repeat(43)}.ics` } });
    const malformed = await callsOf('calendarFeed', { params: { token: 'nothing' } });
    expect({ state, first, replace, revoke, revokeNone, unknown, malformed }).toEqual({
      state: { status: 200, commands: ['GetItem'] },
      first: { status: 201, commands: ['GetItem', 'TransactWriteItems'] },
      replace: { status: 201, commands: ['GetItem', 'TransactWriteItems'] },
      revoke: { status: 200, commands: ['GetItem', 'TransactWriteItems'] },
      revokeNone: { status: 200, commands: ['GetItem'] },
      unknown: { status: 404, commands: ['GetItem'] },
      malformed: { status: 404, commands: [] },
    });
    expect(await feedCalls(student)).toEqual({
      status: 200,
      commands: ['GetItem', 'BatchGetItem', 'Query', 'Query'],
    });
    expect(await feedCalls(keeper)).toEqual({ status: 200, commands: ['GetItem', 'BatchGetItem', 'Query'] });
    expect(await feedCalls(admin)).toEqual({ status: 200, commands: ['GetItem', 'BatchGetItem', 'Query'] });
  });

  it('are the same for a feed of 1 request as of 13', async () => {
    const few = await feedCalls(admin);
    // Each student may have 3 open requests: four more students make twelve more Pending requests.
    for (let n = 0; n < 4; n++) {
      const other = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
      for (const day of [5, 6, 7]) await createVia(other, day + n);
    }
    const many = await feedCalls(admin);
    expect(many).toEqual(few);
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', () =>
    expectDeclaredActions(async (call) => {
      await call('calendarFeedState', { token: keeper.token });
      await call('makeCalendarFeed', { token: keeper.token });
      const made = await call('makeCalendarFeed', { token: keeper.token });
      await call('calendarFeed', { params: { token: tokenOf(made.body.url) } });
      await call('calendarFeed', { params: { token: `${'B'.repeat(43)}.ics` } });
      await call('revokeCalendarFeed', { token: keeper.token });
    }));
});
