/**
 * The DynamoDB calls of the allotment routes: the allot options, days off, the bulk allot plan and bulk allot (the table in docs/dynamodb-calls.md):
 * the plan's calls are the same for 1 request as for 25, and bulk allot makes one allotment's calls per
 * row but for the hostel's time zone, read once. Calls sent at once are compared as a multiset (their order is not fixed).
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import type { Call } from '../helpers/invoke';
import { createVia, dateIn } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let students: Account[];

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel, { name: 'Counted Keeper' });
  await makeUser('roomkeeper', hostel, { name: 'Other Keeper' });
  students = await Promise.all(Array.from({ length: 25 }, () => makeUser('student', hostel)));
});

async function sortedCallsOf(route: Parameters<typeof callsOf>[0], call: Call) {
  const { status, commands } = await callsOf(route, call);
  return { status, commands: commands.sort() };
}

/** A row of a bulk allotment: the request, the keeper, the transaction (the hostel's time zone is read once). */
const allotRow = ['GetItem', 'GetItem', 'TransactWriteItems'];
/** The admin, then once for all rows the hostel (time zone, default capacity) and its room types (issue 30). */
const userAndZone = ['GetItem', 'GetItem', 'GetItem'];

describe('DynamoDB calls of days off and bulk allotment', () => {
  it('are the documented ones, the same for 1 request as for 25, and never a Scan', async () => {
    const one = await createVia(students[0]!, 5);
    const many = await Promise.all(students.map((student, i) => createVia(student, 6 + (i % 3))));

    const measured = {
      allotOptions: await sortedCallsOf('allotOptions', {
        token: admin.token,
        query: { date: dateIn(5), floor: '1' },
      }),
      allotOptionsForRequest: await sortedCallsOf('allotOptions', {
        token: admin.token,
        query: { date: one.date, floor: one.floor, request: one._id },
      }),
      setDayOff: await sortedCallsOf('setDayOff', {
        token: keeper.token,
        body: { date: dateIn(4), off: true },
      }),
      daysOffOfKeeper: await sortedCallsOf('daysOff', { token: keeper.token }),
      daysOffByAdmin: await sortedCallsOf('daysOff', { token: admin.token, query: { keeperId: keeper.id } }),
      planOne: await sortedCallsOf('allotPlan', { token: admin.token, body: { ids: [one._id] } }),
      planMany: await sortedCallsOf('allotPlan', {
        token: admin.token,
        body: { ids: many.map((r) => r._id) },
      }),
      bulkOne: await sortedCallsOf('bulkAllot', {
        token: admin.token,
        body: { rows: [{ id: one._id, roomKeeperId: keeper.id }] },
      }),
      bulkThree: await sortedCallsOf('bulkAllot', {
        token: admin.token,
        body: { rows: many.slice(0, 3).map((request) => ({ id: request._id, roomKeeperId: keeper.id })) },
      }),
    };

    // The plan also reads the room types (each request's minutes, issue 30).
    const plan = ['BatchGetItem', 'BatchGetItem', 'GetItem', 'GetItem', 'Query'];
    expect(measured).toEqual({
      allotOptions: { status: 200, commands: ['BatchGetItem', 'GetItem', 'Query'] },
      // The request, read by key beside the loads, for the keeper who turned it back; and the room types,
      // for its minutes (issue 30).
      allotOptionsForRequest: {
        status: 200,
        commands: ['BatchGetItem', 'GetItem', 'GetItem', 'GetItem', 'Query'],
      },
      setDayOff: { status: 200, commands: ['GetItem', 'GetItem', 'Query', 'TransactWriteItems'] },
      daysOffOfKeeper: { status: 200, commands: ['GetItem', 'GetItem', 'Query'] },
      daysOffByAdmin: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'Query'] },
      planOne: { status: 200, commands: plan },
      planMany: { status: 200, commands: plan },
      bulkOne: { status: 200, commands: [...userAndZone, ...allotRow].sort() },
      bulkThree: { status: 200, commands: [...userAndZone, ...allotRow, ...allotRow, ...allotRow].sort() },
    });
  });
});
