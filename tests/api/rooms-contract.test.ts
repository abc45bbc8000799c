/**
 * The rooms routes as a contract (issue 30), as `contract.test.ts` does for the others: every answer of a
 * scripted story over DynamoDB Local parses with its route's declared schema for that status, every
 * refusal is an `ErrorAnswer` whose code has that status, and each route of the group answered a success.
 */
import { randomUUID } from 'node:crypto';

import { roomRoutes } from '#shared/route-table/rooms';

import { contractStory } from '../helpers/contract';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { dateIn } from './requests-fixtures';
import { residentIn } from './room-requests-fixtures';

const { call, seen, refusals } = contractStory();

let admin: Account;
let hostel: { id: string; name: string };

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
});

describe('the rooms routes answer as the table says', () => {
  it('on success and refusal alike, every route of the group', async () => {
    const token = admin.token;
    const types = await call('roomTypes', { token });
    await call('updateRoomTypes', { token, body: { types: types.body.types } });
    await call('updateRoomTypes', { token, body: { types: types.body.types.slice(1) } });
    const place = { building: 'Contract', floor: '1', typeId: 'single' };
    const room = await call('createRoom', { token, body: { ...place, number: '101' } });
    await call('createRoom', { token, body: { ...place, number: '101' } });
    await call('createRoom', { token, body: { ...place, number: '102', typeId: 'penthouse' } });
    await call('createRoomRange', { token, body: { ...place, from: 101, to: 103 } });
    await call('createRoomRange', { token, body: { ...place, from: 1, to: 300 } });
    const edit = { ...place, roomId: room.body.id, version: 1, floor: '2', number: '201', beds: 2 };
    await call('updateRoom', { token, body: edit });
    await call('updateRoom', { token, body: edit });
    await call('updateRoom', { token, body: { ...edit, roomId: randomUUID() } });
    await call('setRoomService', { token, body: { roomId: room.body.id, inService: false, note: 'Paint' } });
    await call('listRooms', { token, query: { building: 'Contract' } });
    await call('listRooms', { token, query: { cursor: 'not-a-cursor' } });
    const csv = 'building,floor,number,type,beds\nContract,3,301,single,1\n';
    await call('previewRoomImport', { token, body: { csv: `${csv}Contract,3,302,penthouse,1\n` } });
    await call('applyRoomImport', { token, body: { csv: `${csv}Contract,3,302,penthouse,1\n` } });
    await call('applyRoomImport', { token, body: { csv } });
    await call('previewRoomImport', { token, body: { csv: '\n' } });
    await call('previewRoomImport', { token, body: { csv: 'x'.repeat(200 * 1024) } });
    // Requests on rooms: the room above is out of service; a second one takes requests.
    const kitchen = await call('createRoom', { token, body: { ...place, number: 'K1', typeId: 'kitchen' } });
    const when = { date: dateIn(3), time: '10:00' };
    await call('createRoomRequest', { token, body: { roomId: kitchen.body.id, ...when } });
    await call('createRoomRequest', { token, body: { roomId: room.body.id, ...when } });
    await call('roomRequests', { token, query: { room: kitchen.body.id } });
    const student = await makeUser('student', hostel);
    await residentIn(student, kitchen.body);
    await call('requestRooms', { token: student.token });
    await call('createRequest', {
      token: student.token,
      body: { room: 'x', floor: 'y', ...when, roomId: room.body.id },
    });

    expect([...seen].sort()).toEqual(Object.keys(roomRoutes).sort());
    expect([...refusals].sort()).toEqual(
      [
        'room.typeRemoved',
        'room.numberTaken',
        'room.typeUnknown',
        'room.rangeTooLarge',
        'room.changed',
        'room.notFound',
        'input.badCursor',
        'import.hasErrors',
        'import.empty',
        'input.tooLarge',
        'room.outOfService',
        'request.roomNotAllowed',
      ].sort(),
    );
  });
});
