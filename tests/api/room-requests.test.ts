/**
 * Requests on rooms (issue 30) over DynamoDB Local: a resident student's request is for their room (or a
 * shared space of their floor, where the hostel allows it) with the room's texts in the spec's fields; a
 * student without a room types it as before; an admin's request for any room has no student and moves no
 * student's counters; a room's requests are read from the pointers written with them.
 */
import { randomUUID } from 'node:crypto';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, baseItems, dateIn, storedItem } from './requests-fixtures';
import { type MadeRoom, residentIn, roomVia, sharedSpaces } from './room-requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let resident: Account;
let neighbour: Account;
let typist: Account;
let home: MadeRoom;
let other: MadeRoom;
let kitchen: MadeRoom;
let upstairsKitchen: MadeRoom;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  resident = await makeUser('student', hostel, { name: 'Rita Resident' });
  neighbour = await makeUser('student', hostel);
  typist = await makeUser('student', hostel, { room: '9', floor: '4' });
  home = await roomVia(admin, { building: 'Block A', floor: '1', number: '101', typeId: 'single' });
  other = await roomVia(admin, { building: 'Block A', floor: '1', number: '102', typeId: 'twin' });
  kitchen = await roomVia(admin, { building: 'Block A', floor: '1', number: 'K1', typeId: 'kitchen' });
  upstairsKitchen = await roomVia(admin, {
    building: 'Block A',
    floor: '2',
    number: 'K2',
    typeId: 'kitchen',
  });
  await residentIn(resident, home);
  await residentIn(neighbour, other);
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students: [resident, neighbour, typist], keepers: [keeper] });
  vi.useRealTimers();
});

const ask = (student: Account, days: number, extra: Record<string, string> = {}) =>
  invoke('createRequest', {
    token: student.token,
    body: { room: 'typed', floor: 'typed', date: dateIn(days), time: '10:00', ...extra },
  });

describe('a resident student’s request', () => {
  it('is for their room, its texts in the spec’s fields, with a pointer in the room', async () => {
    const answer = await ask(resident, 1);
    expect(answer.status).toBe(201);
    const request = answer.body.request;
    expect(request).toMatchObject({
      room: '101',
      floor: '1',
      roomId: home.id,
      roomTypeId: 'single',
      roomPlace: 'block a#000000001#000000101',
      studentId: resident.id,
      requestStatus: 'Pending',
    });
    const pointer = await storedItem({
      pk: `HOSTEL#${hostel.id}#ROOM#${home.id}`,
      sk: `REQ#${request.createdAt}#${request._id}`,
    });
    expect(pointer?.requestId).toBe(request._id);
    const listed = await invoke('listRequests', { token: resident.token });
    expect(listed.body.items[0]).toMatchObject({ _id: request._id, room: '101', roomId: home.id });
  });

  it('may name their own room by id, but not a neighbour’s room', async () => {
    expect((await ask(resident, 2, { roomId: home.id })).status).toBe(201);
    const refused = await ask(resident, 3, { roomId: other.id });
    expect(refused).toMatchObject({ status: 403, body: { code: 'request.roomNotAllowed' } });
  });

  it('may name a shared space of their floor only where the hostel allows it', async () => {
    const off = await ask(resident, 4, { roomId: kitchen.id });
    expect(off).toMatchObject({ status: 403, body: { code: 'request.roomNotAllowed' } });
    await sharedSpaces(admin, true);
    try {
      const on = await ask(resident, 4, { roomId: kitchen.id });
      expect(on.status).toBe(201);
      expect(on.body.request).toMatchObject({
        room: 'K1',
        floor: '1',
        roomId: kitchen.id,
        roomTypeId: 'kitchen',
      });
      const upstairs = await ask(resident, 5, { roomId: upstairsKitchen.id });
      expect(upstairs).toMatchObject({ status: 403, body: { code: 'request.roomNotAllowed' } });
      const rooms = await invoke('requestRooms', { token: resident.token });
      expect(rooms.body.data.map((room: { id: string }) => room.id)).toEqual([home.id, kitchen.id]);
    } finally {
      await sharedSpaces(admin, false);
    }
    const rooms = await invoke('requestRooms', { token: resident.token });
    expect(rooms.body.data.map((room: { id: string }) => room.id)).toEqual([home.id]);
  });

  it('answers another hostel’s room exactly as a missing one', async () => {
    const elsewhere = await makeHostel();
    const theirAdmin = await makeUser('admin', elsewhere);
    const theirs = await roomVia(theirAdmin, { building: 'A', floor: '1', number: '1', typeId: 'kitchen' });
    await sharedSpaces(admin, true);
    try {
      const foreign = await ask(resident, 6, { roomId: theirs.id });
      const nowhere = await ask(resident, 6, { roomId: randomUUID() });
      expect(foreign.status).toBe(404);
      expect([foreign.status, foreign.text]).toEqual([nowhere.status, nowhere.text]);
    } finally {
      await sharedSpaces(admin, false);
    }
  });

  it('is refused for a room out of service', async () => {
    await invoke('setRoomService', { token: admin.token, body: { roomId: other.id, inService: false } });
    try {
      const refused = await ask(neighbour, 1);
      expect(refused).toMatchObject({ status: 409, body: { code: 'room.outOfService' } });
    } finally {
      await invoke('setRoomService', { token: admin.token, body: { roomId: other.id, inService: true } });
    }
  });

  it('takes its pointer with it when the student deletes it', async () => {
    const made = (await ask(neighbour, 7)).body.request;
    const pointerKey = {
      pk: `HOSTEL#${hostel.id}#ROOM#${other.id}`,
      sk: `REQ#${made.createdAt}#${made._id}`,
    };
    expect(await storedItem(pointerKey)).toBeDefined();
    const deleted = await invoke('deleteRequest', { token: neighbour.token, body: { id: made._id } });
    expect(deleted.status).toBe(200);
    expect(await storedItem(pointerKey)).toBeUndefined();
  });
});

describe('a student without a room', () => {
  it('types their room as before, and may not name one by id', async () => {
    const answer = await invoke('createRequest', {
      token: typist.token,
      body: { room: '9', floor: '4', date: dateIn(1), time: '11:00' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({ room: '9', floor: '4' });
    expect(answer.body.request.roomId).toBeUndefined();
    const named = await ask(typist, 2, { roomId: kitchen.id });
    expect(named).toMatchObject({ status: 403, body: { code: 'request.roomNotAllowed' } });
    expect((await invoke('requestRooms', { token: typist.token })).body).toEqual({ data: [], types: [] });
  });
});

describe('an admin’s request for a room', () => {
  it('has no student, counts for no student, and is allotted as any other', async () => {
    // Made after the resident's request for the kitchen: the room's list is by when requests were made.
    vi.setSystemTime(new Date('2030-01-15T12:05:00Z'));
    const answer = await invoke('createRoomRequest', {
      token: admin.token,
      body: { roomId: kitchen.id, date: dateIn(1), time: '09:00', message: 'Oven spill' },
    });
    expect(answer.status).toBe(201);
    const request = answer.body.request;
    expect(request).toMatchObject({
      studentId: '',
      studentName: '',
      room: 'K1',
      floor: '1',
      roomId: kitchen.id,
    });
    const stored = await storedItem({ pk: `REQUEST#${request._id}`, sk: 'REQUEST' });
    expect(stored?.gsi1pk).toBeUndefined();
    // No notification was stored for the request's (absent) student.
    expect(await baseItems('USER#')).toEqual([]);

    const dashboard = await invoke('adminDashboard', { token: admin.token, query: { hostel: hostel.name } });
    expect(dashboard.body.data.map((row: { _id: string }) => row._id)).toContain(request._id);
    await allotVia(admin, request, keeper);
    const schedule = await invoke('roomkeeperDashboard', {
      token: keeper.token,
      query: { id: keeper.id, hostel: hostel.name, name: keeper.name },
    });
    const row = schedule.body.data.find(
      (entry: { request: { _id: string } }) => entry.request._id === request._id,
    );
    expect(row.studentData).toEqual({ email: '', phone: '' });
    expect(await baseItems('USER#')).toEqual([]);
    // The keeper's schedule names the room's place: the allot dialog groups by building and floor with it.
    const slots = await invoke('schedule', {
      token: admin.token,
      query: { roomKeeper: keeper.id, date: dateIn(1) },
    });
    expect(slots.body).toContainEqual({
      _id: request._id,
      room: 'K1',
      floor: '1',
      time: '09:00',
      studentName: '',
      message: 'Oven spill',
      roomPlace: 'block a#000000001#k1',
    });
  });

  it('is refused for a room out of service or not of the hostel', async () => {
    await invoke('setRoomService', {
      token: admin.token,
      body: { roomId: upstairsKitchen.id, inService: false },
    });
    const body = { roomId: upstairsKitchen.id, date: dateIn(1), time: '09:00' };
    const closed = await invoke('createRoomRequest', { token: admin.token, body });
    expect(closed).toMatchObject({ status: 409, body: { code: 'room.outOfService' } });
    const missing = await invoke('createRoomRequest', {
      token: admin.token,
      body: { ...body, roomId: randomUUID() },
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'room.notFound' } });
    const past = await invoke('createRoomRequest', {
      token: admin.token,
      body: { ...body, roomId: kitchen.id, date: dateIn(-1) },
    });
    expect(past).toMatchObject({ status: 400, body: { code: 'request.dateInPast' } });
  });
});

describe('GET /api/roomRequests', () => {
  it('pages a room’s requests, the newest first, with their current status', async () => {
    const answer = await invoke('roomRequests', { token: admin.token, query: { room: kitchen.id } });
    expect(answer.status).toBe(200);
    const statuses = answer.body.data.map((request: { requestStatus: string; studentId: string }) => [
      request.studentId,
      request.requestStatus,
    ]);
    // The admin's request (allotted, newest) first, then the resident's.
    expect(statuses).toEqual([
      ['', 'Scheduled'],
      [resident.id, 'Pending'],
    ]);
    const upstairs = await invoke('roomRequests', {
      token: admin.token,
      query: { room: upstairsKitchen.id },
    });
    expect(upstairs.body).toEqual({ data: [] });
  });
});
