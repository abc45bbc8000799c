/**
 * The DynamoDB calls of the analytics route (the table in docs/dynamodb-calls.md): an admin's range is one
 * Query of the hostel's day items and one of its keepers' names; a keeper's, one Query of their own.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { createVia, dateIn } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles({ keeper: { name: 'Counted Keeper' } }));
});

describe('DynamoDB calls of the analytics route', () => {
  it('are the documented ones', async () => {
    await createVia(student, 3);
    const date = dateIn(6);
    const measured = {
      analyticsHostel: await callsOf('analytics', { token: admin.token, query: { from: date, to: date } }),
      analyticsKeeper: await callsOf('analytics', { token: keeper.token, query: { from: date, to: date } }),
    };

    expect(measured).toEqual({
      analyticsHostel: { status: 200, commands: ['GetItem', 'Query', 'Query'] },
      analyticsKeeper: { status: 200, commands: ['GetItem', 'Query'] },
    });
  });
});
