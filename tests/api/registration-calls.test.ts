/**
 * The DynamoDB calls of the registration-approval routes (the table in docs/dynamodb-calls.md): the waiting
 * list is one Query of its own partition, approving or declining is one BatchGet and one transaction
 * whatever the number of ids, and none of it grows with the number of students waiting.
 */
import { randomUUID } from 'node:crypto';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo } from '../helpers/outbox';

let hostel: { id: string; name: string };
let admin: Account;
let student: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel);
});

const registerVia = (email: string) =>
  invoke('authRegister', {
    body: { email, fullname: 'Counted Registration', hostel: hostel.name, password: testPassword },
  });

async function registerWaiting(): Promise<{ id: string; email: string }> {
  const email = `calls-${randomUUID().slice(0, 8)}@test.hostel`;
  const answer = await registerVia(email);
  await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
  const me = await invoke('authGetUser', { token: answer.body.authToken });
  return { id: String(me.body.data._id), email };
}

describe('DynamoDB calls of the registration routes', () => {
  it('are the documented ones, whatever the number of students waiting', async () => {
    const few = await Promise.all(Array.from({ length: 3 }, registerWaiting));
    const firstList = await callsOf('listRegistrations', { token: admin.token });
    const many = [...few];
    for (let i = 0; i < 30; i++) many.push(await registerWaiting());
    const ids = (list: { id: string }[]) => list.map((student) => student.id);

    const fresh = `calls-${randomUUID().slice(0, 8)}@test.hostel`;
    const unconfirmed = `calls-${randomUUID().slice(0, 8)}@test.hostel`;
    await registerVia(unconfirmed);
    const measured = {
      register: await callsOf('authRegister', {
        body: { email: fresh, fullname: 'Counted Registration', hostel: hostel.name, password: testPassword },
      }),
      registerAgain: await callsOf('authRegister', {
        body: { email: fresh, fullname: 'Counted Registration', hostel: hostel.name, password: testPassword },
      }),
      confirmEmail: await callsOf('authConfirmEmail', { params: await confirmationMailedTo(fresh) }),
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
      hostelSettings: await callsOf('hostelSettings', { token: admin.token }),
      updateHostelSettings: await callsOf('updateHostelSettings', {
        token: admin.token,
        body: { registration: 'approval' },
      }),
      requestRules: await callsOf('requestRules', { token: student.token }),
      createUserTakingOverAnEmail: await callsOf('createUser', {
        token: admin.token,
        body: { role: 'student', fullname: 'Real Owner', email: many[31]!.email },
      }),
      createUserTakingOverAnUnconfirmedEmail: await callsOf('createUser', {
        token: admin.token,
        body: { role: 'student', fullname: 'Real Owner', email: unconfirmed },
      }),
    };

    const twoGets = ['GetItem', 'BatchGetItem', 'TransactWriteItems'];
    const takingOver = [
      'GetItem',
      'TransactWriteItems',
      'GetItem',
      'GetItem',
      'TransactWriteItems',
      'PutItem',
    ];
    expect(measured).toEqual({
      register: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      registerAgain: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      confirmEmail: {
        status: 200,
        commands: ['BatchGetItem', 'GetItem', 'Query', 'TransactWriteItems'],
      },
      listRegistrationsFew: { status: 200, commands: ['GetItem', 'Query'] },
      listRegistrationsMany: { status: 200, commands: ['GetItem', 'Query'] },
      approveOne: { status: 200, commands: twoGets },
      approveTwentyFive: { status: 200, commands: twoGets },
      declineFive: { status: 200, commands: twoGets },
      hostelSettings: { status: 200, commands: ['GetItem', 'GetItem'] },
      updateHostelSettings: { status: 200, commands: ['GetItem', 'UpdateItem'] },
      requestRules: { status: 200, commands: ['GetItem', 'GetItem'] },
      createUserTakingOverAnEmail: { status: 201, commands: takingOver },
      createUserTakingOverAnUnconfirmedEmail: { status: 201, commands: takingOver },
    });
  });
});
