/**
 * The room board's inspection mark follows the list of cleans waiting for inspection (issue 32): a clean
 * picked on Done marks its room on the board of any day shown — its own, the next — until it is
 * inspected, from a count on the room moved in Done's and the inspection's own transactions (the board
 * reads no more than before). An edit of the room keeps the count; one from before the Done is refused,
 * as the count raised the room's version.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { defaultChecklistOf } from '#shared/inspections';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let student: Account;
let roomId: string;

async function store() {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  return { db, tableName, keys };
}

const storedRoom = async () => {
  const { db, tableName, keys } = await store();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.room(hostel.id, roomId) }))).Item!;
};

/** The room's waits on the board of `date`. */
async function waitsOn(date: string): Promise<string[]> {
  const board = await invoke('roomBoard', { token: admin.token, query: { building: 'W', date } });
  expect(board.status).toBe(200);
  return board.body.rooms.find((room: { id: string }) => room.id === roomId).waits;
}

/** Every item of a single room's default checklist passed. */
const passed = defaultChecklistOf('single').map(({ id }) => ({ id, pass: true }));

beforeAll(async () => {
  // Noon UTC (`Date` only): the clean of today is asked for later today.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
  const range = await invoke('createRoomRange', {
    token: admin.token,
    body: { building: 'W', floor: '1', from: 101, to: 102, typeId: 'single' },
  });
  roomId = range.body.created[0].id;
  const { db, tableName, keys } = await store();
  // The student lives in the room, as the residents' assignment leaves the user item.
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(student.id),
      UpdateExpression: 'SET roomId = :room',
      ExpressionAttributeValues: { ':room': roomId },
    }),
  );
  // Every Done is picked.
  await invoke('updateHostelSettings', { token: admin.token, body: { inspectOneIn: 1 } });
});

afterAll(() => vi.useRealTimers());

it('marks the room on every day shown from Done to the inspection, and an edit keeps the mark', async () => {
  const request = await createVia(student, 0, '13:00');
  expect(request.roomId).toBe(roomId);
  await allotVia(admin, request, keeper);
  const before = await storedRoom();
  expect(await waitsOn(dateIn(1))).toEqual([]);

  const done = await invoke('completeRequest', {
    token: keeper.token,
    body: { id: request._id, timeIn: '09:00', timeOut: '09:30' },
  });
  expect(done.body.inspectDue).toBe(true);
  expect(await waitsOn(dateIn(0))).toEqual(['inspection']);
  expect(await waitsOn(dateIn(1))).toEqual(['inspection']);
  const room = await storedRoom();
  expect(room).toMatchObject({ inspectionsDue: 1, version: Number(before.version) + 1 });

  // The count is the board's: the room's own answers do not show it.
  const rooms = await invoke('listRooms', { token: admin.token, query: { building: 'W' } });
  expect(rooms.body.data.find((one: { id: string }) => one.id === roomId)).not.toHaveProperty(
    'inspectionsDue',
  );
  const edit = { roomId, building: 'W', floor: '1', number: '101', typeId: 'single', beds: 2 };
  const stale = await invoke('updateRoom', {
    token: admin.token,
    body: { ...edit, version: before.version },
  });
  expect(stale.body.code).toBe('room.changed');
  const edited = await invoke('updateRoom', { token: admin.token, body: { ...edit, version: room.version } });
  expect(edited.status).toBe(200);
  expect(await storedRoom()).toMatchObject({ beds: 2, inspectionsDue: 1 });
  expect(await waitsOn(dateIn(2))).toEqual(['inspection']);

  const inspected = await invoke('inspectRequest', {
    token: admin.token,
    body: { requestId: request._id, results: passed },
  });
  expect(inspected.status).toBe(201);
  expect(await storedRoom()).toMatchObject({ inspectionsDue: 0 });
  expect(await waitsOn(dateIn(0))).toEqual([]);
  expect(await waitsOn(dateIn(1))).toEqual([]);
});
