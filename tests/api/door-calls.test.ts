/**
 * The DynamoDB calls of the door-code routes (docs/dynamodb-calls.md, issue 33), that a scanned door costs
 * the same however many rooms the hostel has, and that the routes send exactly the actions the route table
 * declares (as `dynamo-actions.test.ts` holds the older routes to theirs).
 */

import { callsOf, expectDeclaredActions } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn } from './requests-fixtures';
import { residentIn, roomVia } from './room-requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

// The clock stands at noon UTC (`Date` only): a clean of today is asked for later today.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  ({ admin, keeper, student } = await hostelWithRoles());
});

afterAll(() => {
  vi.useRealTimers();
});

async function range(building: string, from: number, to: number) {
  const answer = await invoke('createRoomRange', {
    token: admin.token,
    body: { building, floor: '1', typeId: 'single', from, to },
  });
  expect(answer.status).toBe(200);
}

const codeOf = async (building: string, number: string) => {
  const sheet = await invoke('printDoorCodes', { token: admin.token, body: { building } });
  return sheet.body.stickers.find((sticker: { number: string }) => sticker.number === number).code as string;
};

describe('DynamoDB calls of the door-code routes', () => {
  it('are the documented ones', async () => {
    await range('Calls', 101, 112);
    const printFirst = await callsOf('printDoorCodes', { token: admin.token, body: { building: 'Calls' } });
    const printAgain = await callsOf('printDoorCodes', { token: admin.token, body: { building: 'Calls' } });
    const room = await roomVia(admin, { building: 'Calls', floor: '2', number: '201', typeId: 'single' });
    await residentIn(student, room);
    const code = await codeOf('Calls', '201');
    const replace = await callsOf('replaceDoorCode', { token: admin.token, body: { roomId: room.id } });
    const current = await codeOf('Calls', '201');
    await allotVia(admin, await createVia(student, 0, '13:00'), keeper);
    const params = { code: current };
    const openStudent = await callsOf('openDoor', { token: student.token, params });
    const openAdmin = await callsOf('openDoor', { token: admin.token, params });
    const openKeeper = await callsOf('openDoor', { token: keeper.token, params });
    const replaced = await callsOf('openDoor', { token: student.token, params: { code } });
    const malformed = await callsOf('openDoor', { token: student.token, params: { code: 'x' } });
    const scan = await callsOf('scanDoor', { token: keeper.token, params });
    const scanAgain = await callsOf('scanDoor', { token: keeper.token, params });
    const report = await callsOf('reportDoorProblem', {
      token: student.token,
      params,
      body: { text: 'Leak' },
    });
    expect({
      printFirst,
      printAgain,
      replace,
      openStudent,
      openAdmin,
      openKeeper,
      replaced,
      malformed,
    }).toEqual({
      printFirst: { status: 200, commands: ['GetItem', 'Query', 'TransactWriteItems', 'TransactWriteItems'] },
      printAgain: { status: 200, commands: ['GetItem', 'Query'] },
      replace: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      openStudent: { status: 200, commands: ['GetItem', 'GetItem', 'BatchGetItem'] },
      openAdmin: { status: 200, commands: ['GetItem', 'GetItem', 'BatchGetItem'] },
      openKeeper: { status: 200, commands: ['GetItem', 'GetItem', 'BatchGetItem', 'Query', 'Query'] },
      replaced: { status: 404, commands: ['GetItem', 'GetItem'] },
      malformed: { status: 404, commands: ['GetItem'] },
    });
    expect({ scan, scanAgain, report }).toEqual({
      scan: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'BatchGetItem', 'Query', 'GetItem', 'TransactWriteItems'],
      },
      scanAgain: { status: 200, commands: ['GetItem', 'GetItem', 'BatchGetItem', 'Query', 'GetItem'] },
      report: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'BatchGetItem', 'UpdateItem', 'Query', 'TransactWriteItems'],
      },
    });
  });

  it('of a scanned door are the same in a hostel of 13 rooms as of 213', async () => {
    const code = await codeOf('Calls', '101');
    const few = await callsOf('openDoor', { token: keeper.token, params: { code } });
    await range('More', 1, 200);
    const many = await callsOf('openDoor', { token: keeper.token, params: { code } });
    expect(many).toEqual(few);
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', () =>
    expectDeclaredActions(async (call) => {
      const room = await roomVia(admin, { building: 'Seen', floor: '1', number: '1', typeId: 'single' });
      await call('printDoorCodes', { token: admin.token, body: { building: 'Seen' } });
      const made = await call('replaceDoorCode', { token: admin.token, body: { roomId: room.id } });
      const params = { code: made.body.code as string };
      const clean = await invoke('createRoomRequest', {
        token: admin.token,
        body: { roomId: room.id, date: dateIn(0), time: '14:00' },
      });
      await allotVia(admin, clean.body.request, keeper);
      await call('openDoor', { token: keeper.token, params });
      await call('scanDoor', { token: keeper.token, params });
      await call('reportDoorProblem', { token: keeper.token, params, body: { text: 'Broken lamp' } });
    }));
});
