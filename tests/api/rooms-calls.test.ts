/**
 * The DynamoDB calls of the rooms routes (the table in docs/dynamodb-calls.md): reads are key reads and
 * one Query page, whatever the number of rooms; adds are one transaction per 10 rooms.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let admin: Account;
let roomId: string;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  const made = await invoke('createRoom', {
    token: admin.token,
    body: { building: 'A', floor: '1', number: '100', typeId: 'single' },
  });
  roomId = made.body.id;
});

describe('DynamoDB calls of the rooms routes', () => {
  it('are the documented ones', async () => {
    const token = admin.token;
    const measured = {
      roomTypes: await callsOf('roomTypes', { token }),
      updateRoomTypes: await callsOf('updateRoomTypes', {
        token,
        body: { types: [{ id: 'single', minutes: 25, beds: 1, shared: false }, ...rest] },
      }),
      listRooms: await callsOf('listRooms', { token, query: { building: 'A', floor: '1' } }),
      createRoom: await callsOf('createRoom', {
        token,
        body: { building: 'A', floor: '1', number: '150', typeId: 'single' },
      }),
      createRoomRange: await callsOf('createRoomRange', {
        token,
        body: { building: 'A', floor: '2', from: 201, to: 230, typeId: 'twin' },
      }),
      updateRoom: await callsOf('updateRoom', {
        token,
        body: { roomId, version: 1, building: 'A', floor: '1', number: '100', typeId: 'twin', beds: 2 },
      }),
      updateRoomMoved: await callsOf('updateRoom', {
        token,
        body: { roomId, version: 2, building: 'A', floor: '3', number: '300', typeId: 'twin', beds: 2 },
      }),
      setRoomService: await callsOf('setRoomService', { token, body: { roomId, inService: false } }),
      previewRoomImport: await callsOf('previewRoomImport', {
        token,
        body: { csv: 'A,3,300,twin,2\nA,4,401,single,1\n' },
      }),
      applyRoomImport: await callsOf('applyRoomImport', {
        token,
        body: { csv: 'A,3,300,twin,2\nA,4,401,single,1\n' },
      }),
    };

    expect(measured).toEqual({
      roomTypes: { status: 200, commands: ['GetItem', 'GetItem'] },
      updateRoomTypes: { status: 200, commands: ['GetItem', 'GetItem', 'PutItem'] },
      listRooms: { status: 200, commands: ['GetItem', 'Query', 'Query'] },
      createRoom: { status: 201, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      // 30 rooms: their numbers read at once, then three transactions of 10.
      createRoomRange: {
        status: 200,
        commands: [
          'GetItem',
          'GetItem',
          'BatchGetItem',
          'TransactWriteItems',
          'TransactWriteItems',
          'TransactWriteItems',
        ],
      },
      updateRoom: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      updateRoomMoved: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      setRoomService: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      previewRoomImport: { status: 200, commands: ['GetItem', 'GetItem', 'BatchGetItem', 'BatchGetItem'] },
      // One new room (one transaction) beside one unchanged.
      applyRoomImport: {
        status: 200,
        commands: ['GetItem', 'GetItem', 'BatchGetItem', 'BatchGetItem', 'TransactWriteItems'],
      },
    });
  });
});

const rest = [
  { id: 'twin', minutes: 30, beds: 2, shared: false },
  { id: 'dormitory', minutes: 45, beds: 6, shared: false },
  { id: 'bathroom', minutes: 30, beds: 0, shared: true },
  { id: 'kitchen', minutes: 30, beds: 0, shared: true },
  { id: 'common', minutes: 15, beds: 0, shared: true },
];
