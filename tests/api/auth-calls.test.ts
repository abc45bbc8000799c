/**
 * The DynamoDB calls of the self-registration and its email confirmation (the table in
 * docs/dynamodb-calls.md): registering is a few key reads and one transaction, registering the same
 * address again ends the unconfirmed holder in that transaction, and the confirmation is one BatchGet, the
 * hostel, the admins' Query and one transaction.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { makeHostel, makeUser } from '../helpers/fixtures';
import { confirmationMailedTo } from '../helpers/outbox';
import { freshEmail, registerBody } from './registration-fixtures';

let hostel: { id: string; name: string };

beforeAll(async () => {
  hostel = await makeHostel();
  // An admin to notify, so the confirmation in this approval hostel queries and notes someone.
  await makeUser('admin', hostel);
});

describe('DynamoDB calls of the auth routes', () => {
  it('are the documented ones', async () => {
    const fresh = freshEmail();
    const measured = {
      register: await callsOf('authRegister', { body: registerBody(hostel, fresh) }),
      registerAgain: await callsOf('authRegister', { body: registerBody(hostel, fresh) }),
      confirmEmail: await callsOf('authConfirmEmail', { params: await confirmationMailedTo(fresh) }),
    };

    expect(measured).toEqual({
      register: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      registerAgain: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      confirmEmail: {
        status: 200,
        commands: ['BatchGetItem', 'GetItem', 'Query', 'TransactWriteItems'],
      },
    });
  });
});
