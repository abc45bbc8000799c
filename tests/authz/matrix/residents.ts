/**
 * Authorization matrix rows of residents (`route-table/residents.ts`; see `../matrix-types.ts`): only
 * admins, each of their own hostel. Another hostel's room or student answers another hostel's admin
 * exactly as a missing one (404 `room.notFound`, `user.notFound`); the rooms a student may pick when
 * registering are public.
 */
import { randomUUID } from 'node:crypto';

import type { MatrixWorld } from '../matrix-types';
import { expectAll, matrixRow } from '../matrix-types';

/** A fresh twin room of the world's hostel and a fresh student of it, stored through the data layer. */
async function roomAndStudent(world: MatrixWorld) {
  const { addRooms } = await import('#functions/data/room-writes');
  const building = `R-${randomUUID().slice(0, 8)}`;
  const { created } = await addRooms(world.hostel.id, [
    { building, floor: '1', number: '101', typeId: 'twin', beds: 2 },
  ]);
  const student = await world.makeUser('student', world.hostel);
  return { room: created[0]!, student };
}

const adminsOwn = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, adminOwn: status, adminOther });

export const rows = [
  matrixRow({
    route: 'assignResident',
    prepare: roomAndStudent,
    call: ({ prepared }) => ({ body: { userId: prepared.student.id, roomId: prepared.room.id, bed: 2 } }),
    expect: adminsOwn(200, 404),
    check: (answer, { actor, prepared }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('user.notFound');
      if (answer.status === 200)
        expect(answer.body).toMatchObject({ roomId: prepared.room.id, bed: 2, room: '101', floor: '1' });
    },
  }),
  matrixRow({
    route: 'assignResident',
    case: 'another hostel’s room and student answer as missing ones',
    prepare: async (world) => ({
      room: (await roomAndStudent(world)).room,
      otherStudent: await world.makeUser('student', world.otherHostel),
    }),
    // The world's room with the other hostel's student: each admin has one of the two, never both.
    call: ({ prepared }) => ({ body: { userId: prepared.otherStudent.id, roomId: prepared.room.id } }),
    expect: adminsOwn(404, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOwn') expect(answer.body.code).toBe('user.notFound');
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
    },
  }),
  matrixRow({
    route: 'previewResidentImport',
    prepare: roomAndStudent,
    call: ({ prepared }) => ({
      body: {
        csv: `name,email,building,number\nAda Lovelace,ada-${randomUUID().slice(0, 8)}@x.test,${prepared.room.building},101\n`,
      },
    }),
    expect: adminsOwn(200, 200),
    check: (answer, { actor }) => {
      if (answer.status !== 200) return;
      // Another hostel's building is one its admin does not have.
      expect(answer.body.lines[0].outcome).toBe(actor === 'adminOwn' ? 'new' : 'error');
    },
  }),
  matrixRow({
    route: 'applyResidentImport',
    prepare: roomAndStudent,
    call: ({ prepared }) => ({
      body: { csv: `Ada Lovelace,ada-${randomUUID().slice(0, 8)}@x.test,${prepared.room.building},101\n` },
    }),
    expect: adminsOwn(200, 400),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('import.hasErrors');
      if (answer.status === 200) expect(answer.body.written.new).toBe(1);
    },
  }),
  matrixRow({
    route: 'endOfTerm',
    prepare: async (world) => {
      const prepared = await roomAndStudent(world);
      const { placeStudent } = await import('#functions/domain/residence');
      await placeStudent(world.hostel.id, prepared.student.id, { roomId: prepared.room.id });
      return prepared;
    },
    call: ({ prepared }) => ({ body: { building: prepared.room.building, action: 'vacate' } }),
    expect: adminsOwn(200, 200),
    check: (answer, { actor }) => {
      // Another hostel's building is empty to its admin: nothing of the world's hostel moves.
      if (answer.status === 200) expect(answer.body.students).toBe(actor === 'adminOwn' ? 1 : 0);
    },
  }),
  matrixRow({
    route: 'registrationRooms',
    prepare: roomAndStudent,
    call: ({ prepared, world }) => ({
      query: { hostelId: world.hostel.id, building: prepared.room.building, floor: '1' },
    }),
    expect: expectAll(200),
    check: (answer, { prepared }) => {
      if (answer.status === 200)
        expect(answer.body.rooms.map((room: { id: string }) => room.id)).toContain(prepared.room.id);
    },
  }),
];
