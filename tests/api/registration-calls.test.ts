/**
 * The DynamoDB calls of the registration-approval routes (the table in docs/dynamodb-calls.md): the waiting
 * list is one Query of its own partition, approving or declining is one BatchGet and one transaction
 * whatever the number of ids, and none of it grows with the number of students waiting.
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

describe('DynamoDB calls of the registration routes', () => {
  it('are the documented ones, whatever the number of students waiting', async () => {
    const few = await Promise.all(Array.from({ length: 3 }, () => registerWaiting(hostel)));
    const firstList = await callsOf('listRegistrations', { token: admin.token });
    const many = [...few];
    for (let i = 0; i < 30; i++) many.push(await registerWaiting(hostel));
    const ids = (list: { id: string }[]) => list.map((student) => student.id);

    const measured = {
      listRegistrationsFew: firstList,
      listRegistrationsMany: await callsOf('listRegistrations', { token: admin.token }),
      approveOne: await callsOf('approveUsers', { token: admin.token, body: { ids: ids(many.slice(0, 1)) } }),
      approveTwentyFive: await callsOf('approveUsers', {
        token: admin.token,
        body: { ids: ids(many.slice(1, 26)) },
      }),
      declineFive: await callsOf('declineUsers', {
        token: admin.token,
        body: { ids: ids(many.slice(26, 31)) },
      }),
    };

    const twoGets = ['GetItem', 'BatchGetItem', 'TransactWriteItems'];
    expect(measured).toEqual({
      listRegistrationsFew: { status: 200, commands: ['GetItem', 'Query'] },
      listRegistrationsMany: { status: 200, commands: ['GetItem', 'Query'] },
      approveOne: { status: 200, commands: twoGets },
      approveTwentyFive: { status: 200, commands: twoGets },
      declineFive: { status: 200, commands: twoGets },
    });
  });
});
