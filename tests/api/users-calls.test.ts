/**
 * The DynamoDB calls of the user routes (the table in docs/dynamodb-calls.md): an invitation that takes
 * over the email of a self-registration, unconfirmed or waiting for approval, ends that registration in the
 * same transaction that creates the user. A keeper's own capacity is one conditional update; naming their
 * building adds one Query of the floors' counters before it.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { seedRooms } from '../helpers/seed-rooms';
import { freshEmail, registerUnconfirmed, registerWaiting } from './registration-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  await seedRooms(hostel.id, { buildings: 2, floors: 2, perFloor: 2, date: '2030-01-15' });
});

describe('DynamoDB calls of the user routes', () => {
  it('are the documented ones', async () => {
    const waiting = await registerWaiting(hostel);
    const unconfirmed = freshEmail();
    await registerUnconfirmed(hostel, unconfirmed);
    const measured = {
      createUserTakingOverAnEmail: await callsOf('createUser', {
        token: admin.token,
        body: { role: 'student', fullname: 'Real Owner', email: waiting.email },
      }),
      createUserTakingOverAnUnconfirmedEmail: await callsOf('createUser', {
        token: admin.token,
        body: { role: 'student', fullname: 'Real Owner', email: unconfirmed },
      }),
      setKeeperCapacity: await callsOf('setKeeperCapacity', {
        token: admin.token,
        body: { keeperId: keeper.id, minutes: 360 },
      }),
      setKeeperBuilding: await callsOf('setKeeperCapacity', {
        token: admin.token,
        body: { keeperId: keeper.id, minutes: 360, building: 'Block B' },
      }),
      clearKeeperBuilding: await callsOf('setKeeperCapacity', {
        token: admin.token,
        body: { keeperId: keeper.id, minutes: 360, building: null },
      }),
      unknownKeeperBuilding: await callsOf('setKeeperCapacity', {
        token: admin.token,
        body: { keeperId: keeper.id, minutes: 360, building: 'Block Z' },
      }),
    };

    const takingOver = [
      'GetItem',
      'TransactWriteItems',
      'GetItem',
      'GetItem',
      'TransactWriteItems',
      'PutItem',
    ];
    const keeperChange = ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'];
    expect(measured).toEqual({
      createUserTakingOverAnEmail: { status: 201, commands: takingOver },
      createUserTakingOverAnUnconfirmedEmail: { status: 201, commands: takingOver },
      // Issue 30: the keeper read, then their update on its condition with the audit log's entry (issue
      // 34) in one transaction, beside the hostel's default capacity.
      setKeeperCapacity: { status: 200, commands: keeperChange },
      // A building named is looked up in the floors' counters first; clearing one needs no look-up.
      setKeeperBuilding: { status: 200, commands: ['GetItem', 'Query', ...keeperChange.slice(1)] },
      clearKeeperBuilding: { status: 200, commands: keeperChange },
      unknownKeeperBuilding: { status: 400, commands: ['GetItem', 'Query'] },
    });
  });
});
