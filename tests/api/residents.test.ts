/**
 * Residents over DynamoDB Local (issue 30): an admin puts a student in a room and bed, moves and moves them
 * out, with the room's counter, resident and bed items and the user's room texts in step; a full room, a
 * room out of service, a bed taken and another hostel's ids are refused; removal frees the bed; the end of
 * a term empties a floor.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let admin: Account;
let otherAdmin: Account;
let hostel: { id: string; name: string };

beforeAll(async () => {
  const world = await hostelsWithAdmins();
  admin = world.admin;
  otherAdmin = world.otherAdmin;
  hostel = { id: admin.hostelId, name: admin.hostel };
});

const item = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item;

async function room(typeId: string, beds: number, floor = '1') {
  const building = `Hall ${randomUUID().slice(0, 6)}`;
  const made = await invoke('createRoom', {
    token: admin.token,
    body: { building, floor, number: '101', typeId, beds },
  });
  return made.body as { id: string; building: string; floor: string; number: string };
}
const assign = (userId: string, roomId?: string, bed?: number, token = admin.token) =>
  invoke('assignResident', {
    token,
    body: { userId, ...(roomId ? { roomId } : {}), ...(bed ? { bed } : {}) },
  });

describe('assigning a student', () => {
  it('puts them in the room and bed, moves them, and moves them out, all in step', async () => {
    const first = await room('twin', 2);
    const second = await room('single', 1, '2');
    const student = await makeUser('student', hostel);

    const placed = await assign(student.id, first.id, 2);
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual({ userId: student.id, roomId: first.id, bed: 2, room: '101', floor: '1' });
    expect((await item(keys.room(hostel.id, first.id)))?.residents).toBe(1);
    expect(await item(keys.roomResident(hostel.id, first.id, student.id))).toMatchObject({ bed: 2 });
    expect((await item(keys.roomBed(hostel.id, first.id, 2)))?.userId).toBe(student.id);
    expect(await item(keys.user(student.id))).toMatchObject({
      roomId: first.id,
      bed: 2,
      room: '101',
      floor: '1',
    });

    // Again: nothing changes, the counter stays.
    expect((await assign(student.id, first.id, 2)).status).toBe(200);
    expect((await item(keys.room(hostel.id, first.id)))?.residents).toBe(1);

    const moved = await assign(student.id, second.id);
    expect(moved.body).toEqual({ userId: student.id, roomId: second.id, room: '101', floor: '2' });
    expect((await item(keys.room(hostel.id, first.id)))?.residents).toBe(0);
    expect((await item(keys.room(hostel.id, second.id)))?.residents).toBe(1);
    expect(await item(keys.roomResident(hostel.id, first.id, student.id))).toBeUndefined();
    expect(await item(keys.roomBed(hostel.id, first.id, 2))).toBeUndefined();

    const out = await assign(student.id);
    expect(out.body).toEqual({ userId: student.id });
    expect((await item(keys.room(hostel.id, second.id)))?.residents).toBe(0);
    const stored = await item(keys.user(student.id));
    expect(stored?.roomId).toBeUndefined();
  });

  it('refuses a full room, a bed taken, a bed the room has not, and a room out of service', async () => {
    const single = await room('single', 1);
    const twin = await room('twin', 2);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeUser('student', hostel)));
    expect((await assign(a!.id, single.id)).status).toBe(200);
    const full = await assign(b!.id, single.id);
    expect([full.status, full.body.code]).toEqual([409, 'room.full']);

    expect((await assign(a!.id, twin.id, 1)).status).toBe(200);
    const taken = await assign(b!.id, twin.id, 1);
    expect([taken.status, taken.body.code]).toEqual([409, 'room.bedTaken']);
    const noBed = await assign(b!.id, twin.id, 3);
    expect([noBed.status, noBed.body.code]).toEqual([400, 'room.bedInvalid']);
    // The single is free again since a moved to the twin.
    expect((await assign(c!.id, single.id)).status).toBe(200);

    const closed = await invoke('setRoomService', {
      token: admin.token,
      body: { roomId: twin.id, inService: false },
    });
    expect(closed.status).toBe(200);
    const out = await assign(b!.id, twin.id);
    expect([out.status, out.body.code]).toEqual([409, 'room.outOfService']);
    // The room's edit kept its counter (the version moved with each assignment).
    expect((await item(keys.room(hostel.id, twin.id)))?.residents).toBe(1);
  });

  it('lets only one of two students racing for the last bed in', async () => {
    const single = await room('single', 1);
    const [a, b] = await Promise.all([1, 2].map(() => makeUser('student', hostel)));
    const answers = await Promise.all([assign(a!.id, single.id), assign(b!.id, single.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await item(keys.room(hostel.id, single.id)))?.residents).toBe(1);
  });

  it('answers another hostel’s room and student as missing ones, and a keeper is no resident', async () => {
    const mine = await room('single', 1);
    const student = await makeUser('student', hostel);
    const keeper = await makeUser('roomkeeper', hostel);
    const other = await assign(student.id, mine.id, undefined, otherAdmin.token);
    expect([other.status, other.body.code]).toEqual([404, 'user.notFound']);
    const missing = await assign(student.id, randomUUID());
    expect([missing.status, missing.body.code]).toEqual([404, 'room.notFound']);
    const notStudent = await assign(keeper.id, mine.id);
    expect([notStudent.status, notStudent.body.code]).toEqual([400, 'resident.notStudent']);
  });

  it('frees the bed when the student is removed', async () => {
    const single = await room('single', 1);
    const student = await makeUser('student', hostel);
    await assign(student.id, single.id);
    expect((await invoke('deleteUsers', { token: admin.token, body: { ids: [student.id] } })).status).toBe(
      200,
    );
    expect((await item(keys.room(hostel.id, single.id)))?.residents).toBe(0);
    expect(await item(keys.roomResident(hostel.id, single.id, student.id))).toBeUndefined();
  });
});

describe('the end of a term', () => {
  it('moves out or removes the residents of a floor, and leaves the other floors', async () => {
    const building = `Term ${randomUUID().slice(0, 6)}`;
    const range = async (floor: string, from: number) =>
      (
        await invoke('createRoomRange', {
          token: admin.token,
          body: { building, floor, from, to: from + 29, typeId: 'single' },
        })
      ).body.created as { id: string }[];
    const floor1 = await range('1', 101);
    const floor2 = await range('2', 201);
    const students = await Promise.all(floor1.slice(0, 28).map(() => makeUser('student', hostel)));
    for (const [index, student] of students.entries()) await assign(student.id, floor1[index]!.id);
    const upstairs = await makeUser('student', hostel);
    await assign(upstairs.id, floor2[0]!.id);

    let cursor: string | undefined;
    let moved = 0;
    let pages = 0;
    do {
      const page = await invoke('endOfTerm', {
        token: admin.token,
        body: { building, floor: '1', action: 'vacate', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      moved += page.body.students;
      cursor = page.body.cursor;
      pages++;
    } while (cursor);
    expect(moved).toBe(28);
    expect(pages).toBeGreaterThan(1);
    for (const roomOfFloor of floor1)
      expect((await item(keys.room(hostel.id, roomOfFloor.id)))?.residents).toBe(0);
    // Their accounts stay; the floor upstairs keeps its resident.
    expect((await item(keys.user(students[0]!.id)))?.deletedAt).toBeUndefined();
    expect((await item(keys.room(hostel.id, floor2[0]!.id)))?.residents).toBe(1);

    const removed = await invoke('endOfTerm', {
      token: admin.token,
      body: { building, floor: '2', action: 'remove' },
    });
    expect(removed.body).toMatchObject({ students: 1 });
    expect((await item(keys.user(upstairs.id)))?.deletedAt).toBeDefined();
    expect((await item(keys.room(hostel.id, floor2[0]!.id)))?.residents).toBe(0);
  });
});
