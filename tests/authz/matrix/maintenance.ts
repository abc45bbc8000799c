/**
 * Authorization matrix rows of the maintenance routes (`route-table/maintenance.ts`; see `../matrix-types.ts`):
 * anyone signed in reports a problem in a room of their own hostel (another hostel's room is 404
 * `room.notFound`, as a missing one) and lists only their own reports; only the admin reads the board
 * and changes a report. A report is read by its reporter and their hostel's admin: another's, or another
 * hostel's, answers 404 `maintenance.notFound` exactly as a missing one. (A report without a room, 400
 * `maintenance.roomRequired`, is in `tests/api/maintenance.test.ts`: whether a matrix student lives in a
 * room depends on the rows before.)
 */
import { randomUUID } from 'node:crypto';

import { photoPrefix } from '#shared/photos';

import { invoke } from '../../helpers/invoke';
import type { MatrixWorld } from '../matrix-types';
import { adminOnly, matrixRow, signedIn } from '../matrix-types';

/** A fresh room of the world's hostel, in a building of its own. */
async function freshRoom(world: MatrixWorld) {
  const { addRooms } = await import('#functions/data/room-writes');
  const { created } = await addRooms(world.hostel.id, [
    { building: `M-${randomUUID().slice(0, 8)}`, floor: '1', number: '101', typeId: 'single', beds: 1 },
  ]);
  return created[0]!;
}

/** A fresh report of studentA on a fresh room: its id and version. */
async function studentReport(world: MatrixWorld): Promise<{ id: string; version: number }> {
  const room = await freshRoom(world);
  const answer = await invoke('createMaintenanceReport', {
    token: world.accounts.studentA.token,
    body: { roomId: room.id, category: 'plumbing', urgency: 'normal', text: 'The tap drips.' },
  });
  expect(answer.status).toBe(201);
  return answer.body.report;
}

const ids = (answer: { body: { items: { id: string }[] } }) => answer.body.items.map((item) => item.id);

export const rows = [
  matrixRow({
    route: 'createMaintenanceReport',
    case: "a room of the hostel's",
    prepare: freshRoom,
    call: ({ prepared }) => ({
      body: { roomId: prepared.id, category: 'electrical', urgency: 'urgent', text: 'The lamp sparks.' },
    }),
    expect: signedIn(201, { adminOther: 404 }),
    check: (answer, { prepared }) => {
      if (answer.status === 201)
        expect(answer.body.report).toMatchObject({ roomId: prepared.id, status: 'new' });
      else if (answer.status === 404) expect(answer.body.code).toBe('room.notFound');
    },
  }),
  matrixRow({
    route: 'createMaintenanceReport',
    case: "with a photo key of the hostel's uploads",
    prepare: freshRoom,
    call: ({ prepared, world }) => ({
      body: {
        roomId: prepared.id,
        category: 'plumbing',
        urgency: 'low',
        text: 'The sink is cracked.',
        photos: [`${photoPrefix(world.hostel.id)}${randomUUID()}`],
      },
    }),
    // To another hostel's admin the key is not of their hostel: refused before the room is looked up.
    expect: signedIn(201, { adminOther: 400 }),
    check: (answer) => {
      if (answer.status === 201) expect(answer.body.report.photos).toHaveLength(1);
      else if (answer.status === 400) expect(answer.body.code).toBe('photo.notYours');
    },
  }),
  matrixRow({
    route: 'myMaintenanceReports',
    prepare: studentReport,
    call: () => ({}),
    expect: signedIn(200),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      if (actor === 'studentA') expect(ids(answer)).toContain(prepared.id);
      else expect(ids(answer)).not.toContain(prepared.id);
    },
  }),
  matrixRow({
    route: 'maintenanceBoard',
    prepare: studentReport,
    // A full page (the CSV's): the column holds every row's reports so far, oldest first.
    call: () => ({ query: { status: 'new', limit: '100' } }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      if (actor === 'adminOwn') expect(ids(answer)).toContain(prepared.id);
      else expect(ids(answer)).not.toContain(prepared.id);
    },
  }),
  matrixRow({
    route: 'maintenanceStats',
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.categories).toHaveLength(6);
    },
  }),
  matrixRow({
    route: 'maintenanceReport',
    prepare: studentReport,
    call: ({ prepared }) => ({ params: { id: prepared.id } }),
    expect: signedIn(404, { studentA: 200, adminOwn: 200 }),
    check: (answer, { prepared }) => {
      if (answer.status === 200) expect(answer.body.report.id).toBe(prepared.id);
      else if (answer.status === 404) expect(answer.body.code).toBe('maintenance.notFound');
    },
  }),
  matrixRow({
    route: 'maintenanceReport',
    case: 'a report never made',
    call: () => ({ params: { id: randomUUID() } }),
    expect: signedIn(404),
  }),
  matrixRow({
    route: 'updateMaintenanceReport',
    prepare: studentReport,
    call: ({ prepared }) => ({
      params: { id: prepared.id },
      body: { version: prepared.version, status: 'inProgress', assignee: 'Plumber Ltd' },
    }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer) => {
      if (answer.status === 200)
        expect(answer.body.report).toMatchObject({
          status: 'inProgress',
          assignee: 'Plumber Ltd',
          version: 2,
        });
      else if (answer.status === 404) expect(answer.body.code).toBe('maintenance.notFound');
    },
  }),
];
