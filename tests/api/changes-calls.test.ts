/**
 * The DynamoDB calls of a request's cancel and move (issue 28; the table in docs/dynamodb-calls.md).
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

// Noon UTC (`Date` only): the requests are days ahead, far from the hostel's cutoff.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  ({ admin, keeper, student } = await hostelWithRoles({ keeper: { name: 'Counted Keeper' } }));
});

afterAll(() => {
  vi.useRealTimers();
});

describe('DynamoDB calls of a cancel and of another date or time (issue 28)', () => {
  it('are the documented ones', async () => {
    const pending = await createVia(student, 20);
    const scheduled = await allotVia(admin, await createVia(student, 21), keeper);
    const moved = await allotVia(admin, await createVia(student, 22), keeper);

    const measured = {
      // The request, the hostel's rules (cutoff, zone) and its admins to tell are read at once.
      cancel: await callsOf('cancelRequest', { token: student.token, body: { id: pending._id } }),
      studentMovesTime: await callsOf('rescheduleRequest', {
        token: student.token,
        body: { id: scheduled._id, date: dateIn(21), time: '11:00' },
      }),
      // Another day of a Scheduled request reads the keeper's day: off that day, it goes back to Pending.
      adminMovesDay: await callsOf('rescheduleRequest', {
        token: admin.token,
        body: { id: moved._id, date: dateIn(23), time: '11:00' },
      }),
    };

    expect(measured).toEqual({
      cancel: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'Query', 'TransactWriteItems'],
      },
      studentMovesTime: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'Query', 'TransactWriteItems'],
      },
      adminMovesDay: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
    });
  });
});
