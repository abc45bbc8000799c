/**
 * The DynamoDB calls of the maintenance routes (docs/dynamodb-calls.md, issue 32), that the board and a
 * reporter's list cost the same however many reports are stored, and that the routes send exactly the
 * actions the route table declares.
 */
import { callsOf, expectDeclaredActions } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';
import { type MadeRoom, residentIn, roomVia } from './room-requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let room: MadeRoom;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles());
  room = await roomVia(admin, { building: 'Calls', floor: '1', number: '101', typeId: 'single' });
  await residentIn(student, room);
});

const problem = { category: 'plumbing', urgency: 'normal', text: 'The tap drips.' } as const;

async function report(by: Account, roomId?: string) {
  const answer = await invoke('createMaintenanceReport', {
    token: by.token,
    body: { ...problem, ...(roomId ? { roomId } : {}) },
  });
  expect(answer.status).toBe(201);
  return answer.body.report as { id: string; version: number };
}

describe('DynamoDB calls of the maintenance routes', () => {
  it('are the documented ones', async () => {
    const create = await callsOf('createMaintenanceReport', { token: student.token, body: problem });
    const made = await report(student);
    const mine = await callsOf('myMaintenanceReports', { token: student.token });
    const board = await callsOf('maintenanceBoard', { token: admin.token, query: { status: 'new' } });
    const stats = await callsOf('maintenanceStats', { token: admin.token });
    const one = await callsOf('maintenanceReport', { token: student.token, params: { id: made.id } });
    const change = await callsOf('updateMaintenanceReport', {
      token: admin.token,
      params: { id: made.id },
      body: { version: made.version, status: 'fixed' },
    });
    const unchanged = await callsOf('updateMaintenanceReport', {
      token: admin.token,
      params: { id: made.id },
      body: { version: made.version + 1, status: 'fixed' },
    });
    const stale = await callsOf('updateMaintenanceReport', {
      token: admin.token,
      params: { id: made.id },
      body: { version: made.version, status: 'wontFix' },
    });
    const byKeeper = await callsOf('createMaintenanceReport', {
      token: keeper.token,
      body: { ...problem, roomId: room.id },
    });
    expect({ create, byKeeper, mine, board, stats, one, change, unchanged, stale }).toEqual({
      // The room, then the hostel's admins, each told of the report in its transaction.
      create: { status: 201, commands: ['GetItem', 'GetItem', 'Query', 'TransactWriteItems'] },
      byKeeper: { status: 201, commands: ['GetItem', 'GetItem', 'Query', 'TransactWriteItems'] },
      mine: { status: 200, commands: ['GetItem', 'Query'] },
      board: { status: 200, commands: ['GetItem', 'Query'] },
      stats: { status: 200, commands: ['GetItem', 'GetItem'] },
      one: { status: 200, commands: ['GetItem', 'GetItem'] },
      change: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      unchanged: { status: 200, commands: ['GetItem', 'GetItem'] },
      stale: { status: 409, commands: ['GetItem', 'GetItem'] },
    });
  });

  it('of the board and a reporter’s list are the same with 3 reports stored as with 33', async () => {
    const few = {
      mine: await callsOf('myMaintenanceReports', { token: student.token }),
      board: await callsOf('maintenanceBoard', { token: admin.token, query: { status: 'new' } }),
    };
    for (let i = 0; i < 30; i++) await report(student);
    const many = {
      mine: await callsOf('myMaintenanceReports', { token: student.token }),
      board: await callsOf('maintenanceBoard', { token: admin.token, query: { status: 'new' } }),
    };
    expect(many).toEqual(few);
  });

  it("of a Can't clean with a problem report add one read of the room to a plain one", async () => {
    const request = await allotVia(admin, await createVia(student, 1, '15:00'), keeper);
    const turned = await callsOf('rejectRequest', {
      token: keeper.token,
      body: { id: request._id, message: 'No access', report: problem },
    });
    // User · request · admins (the Re-Allot and the report's notes) · room · hostel · one transaction.
    expect(turned).toEqual({
      status: 200,
      commands: ['GetItem', 'GetItem', 'Query', 'GetItem', 'GetItem', 'TransactWriteItems'],
    });
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', () =>
    expectDeclaredActions(async (call) => {
      const made = await call('createMaintenanceReport', {
        token: keeper.token,
        body: { ...problem, roomId: room.id },
      });
      const { id, version } = made.body.report as { id: string; version: number };
      await call('myMaintenanceReports', { token: keeper.token });
      await call('maintenanceBoard', { token: admin.token, query: { status: 'new' } });
      await call('maintenanceReport', { token: admin.token, params: { id } });
      await call('maintenanceStats', { token: admin.token });
      await call('updateMaintenanceReport', {
        token: admin.token,
        params: { id },
        body: { version, status: 'inProgress', note: 'Plumber booked' },
      });
    }));
});
