/**
 * The DynamoDB calls of requests on rooms (issue 30; the table in docs/dynamodb-calls.md): a request for a
 * room reads the room (and, for a shared space, the types) before its one transaction; a room's requests
 * are one Query of its pointers and one BatchGet of a page, whatever the number of requests.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dateIn } from './requests-fixtures';
import { type MadeRoom, residentIn, roomVia, sharedSpaces } from './room-requests-fixtures';

let admin: Account;
let student: Account;
let home: MadeRoom;
let kitchen: MadeRoom;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel);
  home = await roomVia(admin, { building: 'A', floor: '1', number: '101', typeId: 'single' });
  kitchen = await roomVia(admin, { building: 'A', floor: '1', number: 'K', typeId: 'kitchen' });
  await residentIn(student, home);
});

describe('DynamoDB calls of requests on rooms', () => {
  it('are the documented ones, and a room’s page reads the same with 1 or 30 requests', async () => {
    const body = { room: '101', floor: '1', time: '10:00' };
    const ownRoom = await callsOf('createRequest', {
      token: student.token,
      body: { ...body, date: dateIn(1) },
    });
    const roomOff = await callsOf('requestRooms', { token: student.token });
    await sharedSpaces(admin, true);
    const roomsOn = await callsOf('requestRooms', { token: student.token });
    const sharedSpace = await callsOf('createRequest', {
      token: student.token,
      body: { ...body, date: dateIn(2), roomId: kitchen.id },
    });
    const roomRequest = await callsOf('createRoomRequest', {
      token: admin.token,
      body: { roomId: kitchen.id, date: dateIn(1), time: '09:00' },
    });
    const fewOnRoom = await callsOf('roomRequests', { token: admin.token, query: { room: kitchen.id } });
    for (let day = 2; day <= 30; day++) {
      const made = await invoke('createRoomRequest', {
        token: admin.token,
        body: { roomId: kitchen.id, date: dateIn(day), time: '09:00' },
      });
      expect(made.status).toBe(201);
    }
    const manyOnRoom = await callsOf('roomRequests', { token: admin.token, query: { room: kitchen.id } });

    expect({ ownRoom, roomOff, roomsOn, sharedSpace, roomRequest, fewOnRoom }).toEqual({
      ownRoom: { status: 201, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      roomOff: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'GetItem'] },
      roomsOn: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'Query'] },
      sharedSpace: {
        status: 201,
        commands: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'],
      },
      roomRequest: { status: 201, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      fewOnRoom: { status: 200, commands: ['GetItem', 'GetItem', 'Query', 'BatchGetItem'] },
    });
    expect(manyOnRoom).toEqual(fewOnRoom);
  });
});
