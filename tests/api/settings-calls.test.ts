/**
 * The DynamoDB calls of the hostel's settings routes (the table in docs/dynamodb-calls.md): reading them is
 * the caller's user item and the hostel item; changing them one transaction (the hostel item and the audit
 * log's entry, issue 34) and a consistent read of the hostel item to answer.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';

let admin: Account;
let student: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel);
});

describe('DynamoDB calls of the settings routes', () => {
  it('are the documented ones', async () => {
    const measured = {
      hostelSettings: await callsOf('hostelSettings', { token: admin.token }),
      updateHostelSettings: await callsOf('updateHostelSettings', {
        token: admin.token,
        body: { registration: 'approval' },
      }),
      requestRules: await callsOf('requestRules', { token: student.token }),
    };

    expect(measured).toEqual({
      hostelSettings: { status: 200, commands: ['GetItem', 'GetItem'] },
      updateHostelSettings: { status: 200, commands: ['GetItem', 'TransactWriteItems', 'GetItem'] },
      requestRules: { status: 200, commands: ['GetItem', 'GetItem'] },
    });
  });
});
