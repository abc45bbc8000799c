/**
 * The DynamoDB calls each workflow route makes (the table in docs/dynamodb-calls.md), and that the
 * dashboards and list pages make the same calls whether the table holds a few requests or very many.
 * `SCALE_REQUESTS` sets how many are seeded for the second measure (default 3,000; the docs quote 100,000).
 */
import { randomUUID } from 'node:crypto';

import type { RouteId } from '#shared/routes';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { type Call, invoke } from '../helpers/invoke';
import { storeRequests } from '../helpers/seed-requests';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let student: Account;

// The clock stands at noon UTC (`Date` only): today's requests are asked for later today and completed
// with times before now, whatever the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  ({ hostel, admin, keeper, student } = await hostelWithRoles({ keeper: { name: 'Counted Keeper' } }));
});

afterAll(() => {
  vi.useRealTimers();
});

describe('DynamoDB calls per route', () => {
  it('are the documented ones, and never a Scan', async () => {
    const pending = await createVia(student, 3);
    // Today's: Start and Done are taken from the request's day on.
    const scheduled = await allotVia(admin, await createVia(student, 0, '13:00'), keeper);
    const date = dateIn(6);

    const measured = {
      createRequest: await callsOf('createRequest', {
        token: student.token,
        body: { room: '1', floor: '1', date, time: '10:00' },
      }),
      adminDashboard: await callsOf('adminDashboard', { token: admin.token }),
      roomkeeperDashboard: await callsOf('roomkeeperDashboard', { token: keeper.token }),
      studentDashboard: await callsOf('studentDashboard', { token: student.token }),
      listRoomkeepers: await callsOf('listRoomkeepers', { token: admin.token }),
      allotById: await callsOf('allotRequest', {
        token: admin.token,
        body: { id: pending._id, roomKeeperId: keeper.id },
      }),
      scheduleByName: await callsOf('schedule', {
        token: admin.token,
        query: { roomKeeper: 'Counted Keeper', date: dateIn(3) },
      }),
      keeperReject: await callsOf('rejectRequest', {
        token: keeper.token,
        body: { id: pending._id, message: 'No time' },
      }),
      allotByName: await callsOf('allotRequest', {
        token: admin.token,
        body: { id: pending._id, roomKeeper: 'Counted Keeper' },
      }),
      startRequest: await callsOf('startRequest', {
        token: keeper.token,
        body: { id: scheduled._id },
      }),
      completeRequest: await callsOf('completeRequest', {
        token: keeper.token,
        body: { id: scheduled._id, timeIn: '09:00', timeOut: '09:30' },
      }),
      adminReject: await callsOf('rejectRequest', {
        token: admin.token,
        body: { id: pending._id, message: 'Closed' },
      }),
      listRequestsOneStatus: await callsOf('listRequests', {
        token: student.token,
        query: { status: 'Completed' },
      }),
      listRequestsAllStatuses: await callsOf('listRequests', { token: student.token }),
    };
    const created = await invoke('studentDashboard', { token: student.token });
    const deleteRequest = await callsOf('deleteRequest', {
      token: student.token,
      body: { id: created.body.data[0]._id },
    });

    expect({ ...measured, deleteRequest }).toEqual({
      createRequest: { status: 201, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      adminDashboard: { status: 200, commands: ['GetItem', 'GetItem', 'Query'] },
      roomkeeperDashboard: { status: 200, commands: ['GetItem', 'Query', 'BatchGetItem'] },
      studentDashboard: { status: 200, commands: ['GetItem', 'Query', 'Query', 'BatchGetItem'] },
      listRoomkeepers: { status: 200, commands: ['GetItem', 'Query'] },
      // Each counted change also reads the hostel's time zone, for the day its analytics count it on.
      // An allotment also reads the room types (the request's minutes, issue 30); its hostel read gives the
      // keepers' default capacity beside the time zone.
      allotById: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
      scheduleByName: { status: 200, commands: ['GetItem', 'Query', 'Query'] },
      // The hostel's admins are read to tell them the request needs a Re-Allot.
      keeperReject: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'Query', 'GetItem', 'TransactWriteItems'],
      },
      allotByName: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'Query', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
      startRequest: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      completeRequest: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
      adminReject: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
      listRequestsOneStatus: { status: 200, commands: ['GetItem', 'Query'] },
      listRequestsAllStatuses: { status: 200, commands: ['GetItem', 'Query', 'Query', 'Query', 'Query'] },
      deleteRequest: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
    });
  });
});

describe('DynamoDB calls of a phone action with an action id', () => {
  it('add one read of the action record, and a replay makes only that read', async () => {
    const request = await allotVia(admin, await createVia(student, 1), keeper);
    const body = { id: request._id, actionId: randomUUID() };

    const first = await callsOf('startRequest', { token: keeper.token, body });
    const replay = await callsOf('startRequest', { token: keeper.token, body });

    expect({ first, replay }).toEqual({
      first: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      replay: { status: 200, commands: ['GetItem', 'GetItem'] },
    });
  });
});

/** Requests stored directly: half Pending in the hostel, half Scheduled to the keeper. */
const seed = (count: number) => storeRequests(count, { hostelId: hostel.id, student, keeper });

describe('dashboards and list pages at scale', () => {
  it('make the same calls with 10 stored requests as with very many', { timeout: 1_800_000 }, async () => {
    const routes: [RouteId, Call][] = [
      ['adminDashboard', { token: admin.token }],
      ['roomkeeperDashboard', { token: keeper.token }],
      ['studentDashboard', { token: student.token }],
      ['listRequests', { token: admin.token, query: { status: 'Pending' } }],
      ['listRequests', { token: keeper.token, query: { status: 'Scheduled' } }],
      ['analytics', { token: admin.token, query: { from: dateIn(-90), to: dateIn(0) } }],
      ['analytics', { token: keeper.token, query: { from: dateIn(-90), to: dateIn(0) } }],
    ];
    const measure = async () => {
      const answers = [];
      for (const [route, call] of routes) answers.push(await callsOf(route, call));
      return answers;
    };
    await seed(10);
    const few = await measure();

    await seed(Number(process.env.SCALE_REQUESTS ?? 3000));
    const many = await measure();

    expect(many).toEqual(few);
    const board = await invoke('adminDashboard', { token: admin.token });
    expect(board.body.data).toHaveLength(100);
    expect(typeof board.body.cursor).toBe('string');
  });
});
