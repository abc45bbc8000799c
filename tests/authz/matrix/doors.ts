/**
 * Authorization matrix rows of the door-code routes (`route-table/doors.ts`; see `../matrix-types.ts`):
 * only admins print and replace codes, each for their own hostel's rooms (another hostel's room is 404
 * `room.notFound` as a missing one, another hostel's building an empty sheet). A scanned code opens for
 * everyone signed in of the room's hostel; another hostel's code is 404 `door.unknown`, exactly as a code
 * never made. Only keepers record a scan.
 */
import { randomUUID } from 'node:crypto';

import type { MatrixWorld } from '../matrix-types';
import { expectAll, matrixRow, signedIn } from '../matrix-types';

/** A fresh room of the world's hostel in a building of its own, with its door code when asked. */
async function doorRoom(world: MatrixWorld, coded: boolean) {
  const { addRooms } = await import('#functions/data/room-writes');
  const { makeDoorCodes } = await import('#functions/data/door-codes');
  const { getRoom } = await import('#functions/data/rooms');
  const building = `D-${randomUUID().slice(0, 8)}`;
  const { created } = await addRooms(world.hostel.id, [
    { building, floor: '1', number: '101', typeId: 'single', beds: 1 },
  ]);
  if (!coded) return created[0]!;
  const reread = async () => [(await getRoom(world.hostel.id, created[0]!.id))!];
  return (await makeDoorCodes(created, reread)).rooms[0]!;
}

const adminsOwn = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, adminOwn: status, adminOther });

/** A code of the right shape that no room has. */
const neverMade = 'A'.repeat(22);

export const rows = [
  matrixRow({
    route: 'printDoorCodes',
    prepare: (world) => doorRoom(world, false),
    call: ({ prepared }) => ({ body: { building: prepared.building } }),
    expect: adminsOwn(200, 200),
    check: (answer, { actor }) => {
      if (answer.status !== 200) return;
      // Another hostel's admin names a building their hostel does not have: an empty sheet.
      expect(answer.body.stickers).toHaveLength(actor === 'adminOwn' ? 1 : 0);
      if (actor === 'adminOwn') expect(answer.body.stickers[0].code).toMatch(/^[\w-]{22}$/);
    },
  }),
  matrixRow({
    route: 'replaceDoorCode',
    prepare: (world) => doorRoom(world, true),
    call: ({ prepared }) => ({ body: { roomId: prepared.id } }),
    expect: adminsOwn(200, 404),
    check: (answer, { prepared }) => {
      if (answer.status === 200) expect(answer.body.code).not.toBe(prepared.doorCode);
    },
  }),
  matrixRow({
    route: 'openDoor',
    case: "a code of the hostel's room",
    prepare: (world) => doorRoom(world, true),
    call: ({ prepared }) => ({ params: { code: prepared.doorCode! } }),
    expect: signedIn(200, { adminOther: 404 }),
    check: (answer, { prepared }) => {
      if (answer.status === 200) expect(answer.body.room.id).toBe(prepared.id);
      else if (answer.status === 404) expect(answer.body.code).toBe('door.unknown');
    },
  }),
  matrixRow({
    route: 'openDoor',
    case: 'a code never made',
    call: () => ({ params: { code: neverMade } }),
    expect: signedIn(404),
  }),
  matrixRow({
    route: 'scanDoor',
    prepare: (world) => doorRoom(world, true),
    call: ({ prepared }) => ({ params: { code: prepared.doorCode! } }),
    expect: expectAll(403, { anonymous: 401, keeperR1: 200, keeperR2: 200 }),
  }),
  matrixRow({
    route: 'reportDoorProblem',
    prepare: (world) => doorRoom(world, true),
    call: ({ prepared }) => ({
      params: { code: prepared.doorCode! },
      body: { text: 'The window does not close.' },
    }),
    expect: signedIn(200, { adminOther: 404 }),
  }),
];
