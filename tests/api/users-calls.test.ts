/**
 * The DynamoDB calls of the user routes (the table in docs/dynamodb-calls.md): an invitation that takes
 * over the email of a student still waiting for approval removes that registration in its own transactions.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { registerWaiting } from './registration-fixtures';

let hostel: { id: string; name: string };
let admin: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
});

describe('DynamoDB calls of the user routes', () => {
  it('are the documented ones', async () => {
    const waiting = await registerWaiting(hostel);
    const measured = {
      createUserTakingOverAnEmail: await callsOf('createUser', {
        token: admin.token,
        body: { role: 'student', fullname: 'Real Owner', email: waiting.email },
      }),
    };

    expect(measured).toEqual({
      createUserTakingOverAnEmail: {
        status: 201,
        commands: [
          'GetItem',
          'TransactWriteItems',
          'GetItem',
          'GetItem',
          'TransactWriteItems',
          'TransactWriteItems',
          'PutItem',
        ],
      },
    });
  });
});
