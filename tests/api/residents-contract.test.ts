/**
 * The residents routes as a contract (issue 30), as `contract.test.ts` does for the others: every answer of
 * a scripted story over DynamoDB Local parses with its route's declared schema for that status, every
 * refusal is an `ErrorAnswer` whose code has that status, and each route of the group answered a success.
 */
import { randomUUID } from 'node:crypto';

import { residentRoutes } from '#shared/route-table/residents';

import { contractStory } from '../helpers/contract';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';

const { call, seen, refusals } = contractStory();

let admin: Account;
let hostel: { id: string; name: string };

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
});

describe('the residents routes answer as the table says', () => {
  it('on success and refusal alike, every route of the group', async () => {
    const token = admin.token;
    const range = await call('createRoomRange', {
      token,
      body: { building: 'Contract', floor: '1', from: 101, to: 102, typeId: 'single' },
    });
    const [single, other] = range.body.created as { id: string }[];
    const [a, b] = [await makeUser('student', hostel), await makeUser('student', hostel)];
    const keeper = await makeUser('roomkeeper', hostel);
    await call('assignResident', { token, body: { userId: a.id, roomId: single!.id, bed: 1 } });
    await call('assignResident', { token, body: { userId: b.id, roomId: single!.id } });
    await call('assignResident', { token, body: { userId: b.id, roomId: other!.id, bed: 2 } });
    await call('assignResident', { token, body: { userId: b.id, roomId: randomUUID() } });
    await call('assignResident', { token, body: { userId: randomUUID(), roomId: other!.id } });
    await call('assignResident', { token, body: { userId: keeper.id, roomId: other!.id } });
    await call('setRoomService', { token, body: { roomId: other!.id, inService: false } });
    await call('assignResident', { token, body: { userId: b.id, roomId: other!.id } });
    await call('assignResident', { token, body: { userId: a.id } });

    const csv = `name,email,building,number\nAda Lovelace,ada-${randomUUID().slice(0, 8)}@x.test,Contract,101\n`;
    await call('previewResidentImport', { token, body: { csv: `${csv}Bob,bob@x.test,Contract,101\n` } });
    await call('applyResidentImport', { token, body: { csv: `${csv}Bob,bob@x.test,Contract,101\n` } });
    await call('applyResidentImport', { token, body: { csv } });
    await call('previewResidentImport', { token, body: { csv: '\n' } });
    await call('previewResidentImport', { token, body: { csv: 'x,y,z,1\n'.repeat(5002) } });
    await call('endOfTerm', { token, body: { building: 'Contract', action: 'vacate' } });
    await call('endOfTerm', {
      token,
      body: { building: 'Contract', action: 'vacate', cursor: 'not-a-cursor' },
    });
    await call('registrationRooms', { query: { hostelId: hostel.id } });
    await call('registrationRooms', { query: { hostelId: hostel.id, building: 'Contract' } });

    expect([...seen].filter((id) => id in residentRoutes).sort()).toEqual(Object.keys(residentRoutes).sort());
    expect([...refusals].sort()).toEqual(
      [
        'import.empty',
        'import.hasErrors',
        'input.badCursor',
        'input.invalid',
        'resident.notStudent',
        'residentImport.tooManyLines',
        'room.bedInvalid',
        'room.full',
        'room.notFound',
        'room.outOfService',
        'user.notFound',
      ].sort(),
    );
  });
});
