/**
 * Authorization matrix rows of the room board (`route-table/board.ts`; see `../matrix-types.ts`): admins
 * and keepers of the hostel read it, students do not. Another hostel's admin reads their own hostel's
 * board, and a room id of another hostel answers them exactly as a missing one (404 `room.notFound`).
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
];
