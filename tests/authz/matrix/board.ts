/**
 * Authorization matrix rows of the room board (`route-table/board.ts`; see `../matrix-types.ts`): admins
 * and keepers of the hostel read it, students do not. Another hostel's admin reads their own hostel's
 * board, and a room id of another hostel answers them exactly as a missing one (404 `room.notFound`).
 * A keeper the admin gave a building (keeperR1 below) reads only it: another building's room is missing
 * to them, and another building's board is empty.
 */
import { randomUUID } from 'node:crypto';

import type { MatrixWorld } from '../matrix-types';
import { expectAll, matrixRow } from '../matrix-types';

/** A fresh room of the world's hostel, stored through the data layer, in a building of its own. */
async function hostelRoom(world: MatrixWorld) {
  const { addRooms } = await import('#functions/data/room-writes');
  const building = `B-${randomUUID().slice(0, 8)}`;
  const { created } = await addRooms(world.hostel.id, [
    { building, floor: '1', number: '101', typeId: 'single', beds: 1 },
  ]);
  return created[0]!;
}

/**
 * A room in a building of its own and keeperR1 given another building (of a second room), as the admin's
 * `setKeeperCapacity` stores it: the rows that use it are isolated, so no other row sees the building.
 */
async function roomOfAnotherBuilding(world: MatrixWorld) {
  const { setKeeperCapacity } = await import('#functions/data/effort');
  const [room, kept] = [await hostelRoom(world), await hostelRoom(world)];
  const admin = world.accounts.adminOwn;
  await setKeeperCapacity(
    { _id: admin.id, name: admin.name, hostelId: world.hostel.id },
    world.accounts.keeperR1.id,
    {
      minutes: 420,
      building: kept.building,
    },
  );
  return room;
}

const staff = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, keeperR1: status, keeperR2: status, adminOwn: status, adminOther });

export const rows = [
  matrixRow({
    route: 'roomBoard',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ query: { building: prepared.building } }),
    expect: staff(200, 200),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.rooms.map((room: { id: string }) => room.id);
      expect(ids.includes(prepared.id)).toBe(actor !== 'adminOther');
    },
  }),
  matrixRow({
    route: 'roomPage',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ query: { roomId: prepared.id } }),
    expect: staff(200, 404),
    check: (answer, { actor, prepared }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
      if (answer.status === 200) expect(answer.body.room.id).toBe(prepared.id);
    },
  }),
  matrixRow({
    route: 'roomPage',
    case: 'a made-up room id answers as another hostel’s',
    call: () => ({ query: { roomId: randomUUID() } }),
    expect: staff(404, 404),
  }),
  matrixRow({
    route: 'roomPage',
    case: 'a keeper of another building gets the room as a missing one',
    isolate: true,
    prepare: roomOfAnotherBuilding,
    call: ({ prepared }) => ({ query: { roomId: prepared.id } }),
    expect: { ...staff(200, 404), keeperR1: 404 },
    check: (answer, { actor }) => {
      if (actor === 'keeperR1' || actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
    },
  }),
  matrixRow({
    route: 'roomBoard',
    case: 'a keeper of another building gets that building empty',
    isolate: true,
    prepare: roomOfAnotherBuilding,
    call: ({ prepared }) => ({ query: { building: prepared.building } }),
    expect: staff(200, 200),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.rooms.map((room: { id: string }) => room.id);
      expect(ids.includes(prepared.id)).toBe(actor === 'keeperR2' || actor === 'adminOwn');
    },
  }),
];
