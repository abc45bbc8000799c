/**
 * Rooms and room types over DynamoDB Local (issue 30): the defaults and the admin's own types, one room,
 * ranges (bounded, idempotent, overlapping ones reporting what exists), numbers unique per building,
 * edits from a version, service changes kept as history, the floors' counters, and paged lists.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { newBuilding as building, roomCalls } from '../helpers/rooms';

let token: string;
let hostelId: string;

beforeAll(async () => {
  const { admin, hostel } = await hostelsWithAdmins();
  token = admin.token;
  hostelId = hostel.id;
});

const { call, addRange, floorsOf } = roomCalls(() => token);

describe('room types', () => {
  it('start as the six defaults with minutes per clean, and keep the admin’s changes and new types', async () => {
    const first = await call('roomTypes');
    expect(first.body.types.map((type: { id: string }) => type.id)).toEqual([
      'single',
      'twin',
      'dormitory',
      'bathroom',
      'kitchen',
      'common',
    ]);
    const types = first.body.types.map((type: { minutes: number }) => ({
      ...type,
      minutes: type.minutes + 5,
    }));
    const saved = await call('updateRoomTypes', {
      types: [...types, { name: 'Studio', minutes: 35, beds: 1, shared: false }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.types).toHaveLength(7);
    expect(saved.body.types[0]).toMatchObject({ id: 'single', minutes: 25 });
    const studio = saved.body.types[6];
    expect(studio).toMatchObject({ name: 'Studio', minutes: 35 });
    expect((await call('roomTypes')).body.types).toEqual(saved.body.types);

    // A type rooms may name is never removed; a new type needs a name.
    const removed = await call('updateRoomTypes', { types: saved.body.types.slice(1) });
    expect(removed.status).toBe(400);
    expect(removed.body.code).toBe('room.typeRemoved');
    const unnamed = await call('updateRoomTypes', {
      types: [...saved.body.types, { minutes: 10, beds: 0, shared: true }],
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.code).toBe('input.invalid');
    const unknown = await call('updateRoomTypes', {
      types: [...saved.body.types, { id: 'made-up', name: 'Loft', minutes: 10, beds: 0, shared: true }],
    });
    expect(unknown.body.code).toBe('room.typeUnknown');
  });
});

describe('one room', () => {
  it('is added with its type’s beds, and its number is unique in its building whatever the case', async () => {
    const name = building();
    const made = await call('createRoom', { building: name, floor: '1', number: '7A', typeId: 'twin' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      building: name,
      floor: '1',
      number: '7A',
      beds: 2,
      inService: true,
      version: 1,
    });
    const again = await call('createRoom', {
      building: name.toLowerCase(),
      floor: '2',
      number: '7a',
      typeId: 'single',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('room.numberTaken');
    // Another building may have the same number.
    expect(
      (await call('createRoom', { building: building(), floor: '1', number: '7A', typeId: 'single' })).status,
    ).toBe(201);
    expect(
      (await call('createRoom', { building: name, floor: '1', number: '8', typeId: 'penthouse' })).body.code,
    ).toBe('room.typeUnknown');
    expect(
      (await call('createRoom', { building: name, floor: '1', number: 'A#1', typeId: 'single' })).status,
    ).toBe(400);
    expect(await floorsOf(name)).toEqual([{ building: name, floor: '1', rooms: 1, outOfService: 0 }]);
  });
});

describe('a range of rooms', () => {
  it('adds every number on the floor, and reports the ones already there when sent again or overlapping', async () => {
    const name = building();
    const first = await addRange(name, 101, 130);
    expect(first.status).toBe(200);
    expect(first.body.created).toHaveLength(30);
    expect(first.body.existing).toEqual([]);

    const again = await addRange(name, 101, 130);
    expect(again.body.created).toHaveLength(0);
    expect(again.body.existing).toHaveLength(30);

    const overlap = await addRange(name, 125, 135);
    expect(overlap.body.created.map((room: { number: string }) => room.number)).toEqual([
      '131',
      '132',
      '133',
      '134',
      '135',
    ]);
    expect(overlap.body.existing).toEqual(['125', '126', '127', '128', '129', '130']);
    expect(await floorsOf(name)).toEqual([{ building: name, floor: '1', rooms: 35, outOfService: 0 }]);
  });

  it('is at most 200 rooms a call, and `to` is not before `from`', async () => {
    const name = building();
    const large = await addRange(name, 1, 201);
    expect(large.status).toBe(400);
    expect(large.body.code).toBe('room.rangeTooLarge');
    const full = await addRange(name, 1, 200);
    expect(full.body).toMatchObject({ existing: [] });
    expect(full.body.created).toHaveLength(200);
    const backwards = await addRange(name, 5, 4);
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('input.invalid');
  });

  it('adds every room once when two identical ranges race', async () => {
    const name = building();
    const body = { building: name, floor: '3', from: 301, to: 340, typeId: 'single' };
    const [one, two] = await Promise.all([call('createRoomRange', body), call('createRoomRange', body)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(one.body.created.length + two.body.created.length).toBe(40);
    expect(one.body.existing.length + two.body.existing.length).toBe(40);
    expect(await floorsOf(name)).toEqual([{ building: name, floor: '3', rooms: 40, outOfService: 0 }]);
  });
});

describe('editing a room and its service', () => {
  it('changes it from the version seen, moves it between floors, and refuses a taken number', async () => {
    const name = building();
    const range = await addRange(name, 1, 2);
    const [room, other] = range.body.created;
    const edit = {
      roomId: room.id,
      version: 1,
      building: name,
      floor: '2',
      number: '20',
      typeId: 'twin',
      beds: 2,
    };
    const moved = await call('updateRoom', edit);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: room.id, floor: '2', number: '20', typeId: 'twin', version: 2 });
    expect(await floorsOf(name)).toEqual([
      { building: name, floor: '1', rooms: 1, outOfService: 0 },
      { building: name, floor: '2', rooms: 1, outOfService: 0 },
    ]);
    expect((await call('updateRoom', edit)).body.code).toBe('room.changed');
    const taken = await call('updateRoom', { ...edit, version: 2, number: other.number });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('room.numberTaken');
    // Its old number is free again; the new one is held.
    expect(
      (await call('createRoom', { building: name, floor: '1', number: '1', typeId: 'single' })).status,
    ).toBe(201);
    expect(
      (await call('createRoom', { building: name, floor: '1', number: '20', typeId: 'single' })).status,
    ).toBe(409);
    const missing = await call('updateRoom', { ...edit, roomId: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('room.notFound');
  });

  it('keeps its beds at least as many as its residents', async () => {
    const name = building();
    const room = (await call('createRoom', { building: name, floor: '1', number: '1', typeId: 'twin' })).body;
    const hostel = { id: hostelId, name: 'Rooms hostel' };
    for (const student of [await makeUser('student', hostel), await makeUser('student', hostel)])
      expect((await call('assignResident', { userId: student.id, roomId: room.id })).status).toBe(200);
    const stored = await db.send(new GetCommand({ TableName: tableName, Key: keys.room(hostelId, room.id) }));
    const edit = {
      roomId: room.id,
      version: stored.Item!.version,
      building: name,
      floor: '1',
      number: '1',
      typeId: 'twin',
    };
    const fewer = await call('updateRoom', { ...edit, beds: 1 });
    expect([fewer.status, fewer.body.code]).toEqual([409, 'room.bedsBelowResidents']);
    expect((await call('updateRoom', { ...edit, beds: 2 })).status).toBe(200);
  });

  it('takes a room out of service and back, keeping each change in its history, the room never deleted', async () => {
    const name = building();
    const made = await call('createRoom', { building: name, floor: 'G', number: 'K1', typeId: 'kitchen' });
    const out = await call('setRoomService', { roomId: made.body.id, inService: false, note: 'Oven repair' });
    expect(out.body).toMatchObject({ inService: false, version: 2 });
    expect(await floorsOf(name)).toEqual([{ building: name, floor: 'G', rooms: 1, outOfService: 1 }]);
    // The same state again changes nothing.
    expect((await call('setRoomService', { roomId: made.body.id, inService: false })).body.version).toBe(2);
    const back = await call('setRoomService', { roomId: made.body.id, inService: true });
    expect(back.body).toMatchObject({ inService: true, version: 3 });
    expect(await floorsOf(name)).toEqual([{ building: name, floor: 'G', rooms: 1, outOfService: 0 }]);

    const { keys } = await import('#functions/data/store/keys');
    const { queryAll } = await import('#functions/data/store/page');
    const history = await queryAll(
      { ...keys.hostelItems(hostelId), pk: keys.room(hostelId, made.body.id).pk },
      { range: { prefix: 'EVENT#' } },
    );
    expect(history.map((event) => [event.kind, event.note])).toEqual([
      ['outOfService', 'Oven repair'],
      ['backInService', undefined],
    ]);
    const listed = await call('listRooms', undefined, { building: name, inService: 'true' });
    expect(listed.body.data.map((room: { id: string }) => room.id)).toEqual([made.body.id]);
  });
});
