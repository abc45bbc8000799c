/**
 * The DynamoDB calls of the residents routes (the table in docs/dynamodb-calls.md): an assignment is key
 * reads and one transaction; a CSV is read 100 keys a BatchGet; the end of a term one Query of the rooms'
 * prefix and one Query per room with residents, bounded by the page.
 */
import { randomUUID } from 'node:crypto';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let admin: Account;
let student: Account;
let hostel: { id: string; name: string };
const rooms: string[] = [];

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel);
  const range = await invoke('createRoomRange', {
    token: admin.token,
    body: { building: 'A', floor: '1', from: 101, to: 103, typeId: 'twin' },
  });
  rooms.push(...range.body.created.map((room: { id: string }) => room.id));
});

describe('DynamoDB calls of the residents routes', () => {
  it('are the documented ones', async () => {
    const token = admin.token;
    const csv = `Ada Lovelace,ada-${randomUUID().slice(0, 8)}@x.test,A,102\n${student.name},${student.email},A,101\n`;
    const measured = {
      assignResident: await callsOf('assignResident', {
        token,
        body: { userId: student.id, roomId: rooms[0] },
      }),
      moveResident: await callsOf('assignResident', {
        token,
        body: { userId: student.id, roomId: rooms[1], bed: 1 },
      }),
      previewResidentImport: await callsOf('previewResidentImport', { token, body: { csv } }),
      applyResidentImport: await callsOf('applyResidentImport', { token, body: { csv } }),
      endOfTerm: await callsOf('endOfTerm', { token, body: { building: 'A', floor: '1', action: 'vacate' } }),
      registrationRooms: await callsOf('registrationRooms', {
        query: { hostelId: hostel.id, building: 'A', floor: '1' },
      }),
    };
    const decide = ['BatchGetItem', 'BatchGetItem', 'BatchGetItem', 'BatchGetItem'];
    expect(measured).toEqual({
      assignResident: { status: 200, commands: ['GetItem', 'BatchGetItem', 'GetItem', 'TransactWriteItems'] },
      moveResident: { status: 200, commands: ['GetItem', 'BatchGetItem', 'GetItem', 'TransactWriteItems'] },
      // Rooms by number (their number items, then the rooms) and students by email (email items, users).
      previewResidentImport: { status: 200, commands: ['GetItem', ...decide] },
      // One moved student, then the new ones: a batch of up to about ten is one transaction (each one's
      // user, room items and invitation token), so a slice of 100 takes about ten.
      applyResidentImport: {
        status: 200,
        commands: ['GetItem', ...decide, 'TransactWriteItems', 'TransactWriteItems'],
      },
      // The floor's rooms, the residents of the two rooms that have any, the students, one move out each.
      endOfTerm: {
        status: 200,
        commands: [
          'GetItem',
          'Query',
          'Query',
          'Query',
          'BatchGetItem',
          'TransactWriteItems',
          'TransactWriteItems',
        ],
      },
      registrationRooms: { status: 200, commands: ['Query', 'GetItem', 'Query'] },
    });
  });
});
