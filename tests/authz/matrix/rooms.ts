/**
 * Authorization matrix rows of rooms and room types (`route-table/rooms.ts`; see `../matrix-types.ts`):
 * only admins, each of their own hostel. Another hostel's admin reads and changes their own hostel's rooms
 * and types, and a room id of another hostel answers them exactly as a missing one (404 `room.notFound`).
 * Requests on rooms: an admin's request for a room and a room's requests the same; the rooms a request form
 * offers, only students (a student without a room is offered none).
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

const adminsOwn = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, adminOwn: status, adminOther });

/** 'YYYY-MM-DD' some days ahead (UTC, the matrix hostel's clock). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const freshBuilding = () => `M-${randomUUID().slice(0, 8)}`;

export const rows = [
  matrixRow({
    route: 'roomTypes',
    call: () => ({}),
    expect: adminsOwn(200, 200),
    check: (answer) => {
      if (answer.status === 200)
        expect(answer.body.types.map((type: { id: string }) => type.id)).toContain('twin');
    },
  }),
  matrixRow({
    route: 'updateRoomTypes',
    // The defaults as they are: each admin stores their own hostel's list, which stays as it was.
    call: () => ({
      body: {
        types: ['single', 'twin', 'dormitory', 'bathroom', 'kitchen', 'common'].map((id, index) => ({
          id,
          minutes: 20 + index,
          beds: index < 3 ? index + 1 : 0,
          shared: index >= 3,
        })),
      },
    }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow({
    route: 'listRooms',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ query: { building: prepared.building } }),
    expect: adminsOwn(200, 200),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.data.map((room: { id: string }) => room.id);
      expect(ids.includes(prepared.id)).toBe(actor === 'adminOwn');
    },
  }),
  matrixRow({
    route: 'createRoom',
    call: () => ({ body: { building: freshBuilding(), floor: '1', number: '101', typeId: 'single' } }),
    expect: adminsOwn(201, 201),
  }),
  matrixRow({
    route: 'createRoomRange',
    call: () => ({ body: { building: freshBuilding(), floor: '2', from: 201, to: 203, typeId: 'twin' } }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow({
    route: 'updateRoom',
    prepare: hostelRoom,
    call: ({ prepared }) => ({
      body: {
        roomId: prepared.id,
        version: 1,
        building: prepared.building,
        floor: '1',
        number: '102',
        typeId: 'twin',
        beds: 2,
      },
    }),
    expect: adminsOwn(200, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
    },
  }),
  matrixRow({
    route: 'setRoomService',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ body: { roomId: prepared.id, inService: false, note: 'Leak' } }),
    expect: adminsOwn(200, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
      if (answer.status === 200) expect(answer.body.inService).toBe(false);
    },
  }),
  matrixRow({
    route: 'setRoomService',
    case: 'a made-up room id answers as another hostel’s',
    call: () => ({ body: { roomId: randomUUID(), inService: false } }),
    expect: adminsOwn(404, 404),
  }),
  matrixRow({
    route: 'previewRoomImport',
    call: () => ({ body: { csv: `building,floor,number,type,beds\n${freshBuilding()},1,101,single,1\n` } }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow({
    route: 'applyRoomImport',
    call: () => ({ body: { csv: `${freshBuilding()},1,101,single,1\n` } }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow({
    route: 'createRoomRequest',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ body: { roomId: prepared.id, date: daysAhead(3), time: '10:00' } }),
    expect: adminsOwn(201, 404),
    check: (answer, { actor, prepared }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
      if (answer.status === 201)
        expect(answer.body.request).toMatchObject({ roomId: prepared.id, studentId: '' });
    },
  }),
  matrixRow({
    route: 'createRoomRequest',
    case: 'a made-up room id answers as another hostel’s',
    call: () => ({ body: { roomId: randomUUID(), date: daysAhead(3), time: '10:00' } }),
    expect: adminsOwn(404, 404),
  }),
  matrixRow({
    route: 'roomRequests',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ query: { room: prepared.id } }),
    expect: adminsOwn(200, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
      if (answer.status === 200) expect(answer.body.data).toEqual([]);
    },
  }),
  matrixRow({
    route: 'requestRooms',
    call: () => ({}),
    expect: expectAll(403, { anonymous: 401, studentA: 200, studentB: 200 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toEqual({ data: [], types: [] });
    },
  }),
];
