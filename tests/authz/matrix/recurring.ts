/**
 * Authorization matrix rows of recurring cleaning (`route-table/recurring.ts`; see `../matrix-types.ts`):
 * only admins, each of their own hostel. Another hostel's admin lists and makes their own hostel's
 * recurrences; a recurrence id of another hostel answers them exactly as a missing one (404
 * `recurrence.notFound`), and a room of another hostel as a missing room (404 `room.notFound`). A
 * recurring clean is skipped or moved only by a resident of its room (studentA, moved into a fresh room
 * by each row's prepare): anyone else's call answers as a missing request (404 `request.notFound`).
 */
import { randomUUID } from 'node:crypto';

import { recurrenceBody, residentClean, storedRecurrence } from '../../helpers/recurrences';
import type { MatrixWorld } from '../matrix-types';
import { expectAll, matrixRow } from '../matrix-types';

const adminsOwn = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, adminOwn: status, adminOther });

const ofHostel = (world: MatrixWorld) => storedRecurrence(world.hostel.id);

/** Only students, and of them only the room's resident (studentA); studentB's call finds nothing. */
const residentOnly = (status: number) => expectAll(403, { anonymous: 401, studentA: status, studentB: 404 });

const residentsClean = (world: MatrixWorld) => residentClean(world.hostel.id, world.accounts.studentA.id);

/** Another day of the clean's week (Monday to Sunday), today or later. */
const sameWeek = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + (next.getUTCDay() === 0 ? -1 : 1));
  return next.toISOString().slice(0, 10);
};

/** A fresh room of the world's hostel, in a building of its own. */
async function hostelRoom(world: MatrixWorld) {
  const { addRooms } = await import('#functions/data/room-writes');
  const { created } = await addRooms(world.hostel.id, [
    { building: `R-${randomUUID().slice(0, 8)}`, floor: '1', number: '101', typeId: 'single', beds: 1 },
  ]);
  return created[0]!;
}

export const rows = [
  matrixRow({
    route: 'listRecurrences',
    prepare: ofHostel,
    call: () => ({}),
    expect: adminsOwn(200, 200),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.recurrences.map((rec: { _id: string }) => rec._id);
      expect(ids.includes(prepared._id)).toBe(actor === 'adminOwn');
    },
  }),
  matrixRow({
    route: 'createRecurrence',
    call: () => ({ body: recurrenceBody() }),
    expect: adminsOwn(201, 201),
  }),
  matrixRow({
    route: 'createRecurrence',
    case: 'a room of another hostel answers as a missing room',
    prepare: hostelRoom,
    call: ({ prepared }) => ({ body: recurrenceBody({ target: { kind: 'room', roomId: prepared.id } }) }),
    expect: adminsOwn(201, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('room.notFound');
    },
  }),
  matrixRow({
    route: 'updateRecurrence',
    prepare: ofHostel,
    call: ({ prepared }) => ({ body: { id: prepared._id, version: 1, paused: true } }),
    expect: adminsOwn(200, 404),
    check: (answer, { actor }) => {
      if (actor === 'adminOther') expect(answer.body.code).toBe('recurrence.notFound');
      if (answer.status === 200) expect(answer.body.recurrence.paused).toBe(true);
    },
  }),
  matrixRow({
    route: 'updateRecurrence',
    case: 'a made-up id answers as another hostel’s',
    call: () => ({ body: { id: randomUUID(), version: 1, paused: true } }),
    expect: adminsOwn(404, 404),
  }),
  matrixRow({
    route: 'previewRecurrence',
    call: () => ({ body: recurrenceBody() }),
    expect: adminsOwn(200, 200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.occurrences).toHaveLength(10);
    },
  }),
  matrixRow({
    route: 'skipRecurringClean',
    prepare: residentsClean,
    call: ({ prepared }) => ({ body: { id: prepared.requestId, reason: 'Away' } }),
    expect: residentOnly(200),
    check: (answer, { actor }) => {
      if (actor === 'studentB') expect(answer.body.code).toBe('request.notFound');
      if (answer.status === 200) expect(answer.body.history.at(-1).action).toBe('skip');
    },
  }),
  matrixRow({
    route: 'moveRecurringClean',
    prepare: residentsClean,
    call: ({ prepared }) => ({
      body: { id: prepared.requestId, date: sameWeek(prepared.date), time: '11:00' },
    }),
    expect: residentOnly(200),
    check: (answer, { actor }) => {
      if (actor === 'studentB') expect(answer.body.code).toBe('request.notFound');
    },
  }),
  matrixRow({
    route: 'roomRecurringCleans',
    prepare: residentsClean,
    call: () => ({}),
    expect: expectAll(403, { anonymous: 401, studentA: 200, studentB: 200 }),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.requests.map((request: { _id: string }) => request._id);
      expect(ids.includes(prepared.requestId)).toBe(actor === 'studentA');
    },
  }),
];
