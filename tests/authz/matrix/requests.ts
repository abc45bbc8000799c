/**
 * Authorization matrix rows of the clean-request workflow (`route-table/requests.ts`; see
 * `../matrix-types.ts`). Students act on their own requests, roomkeepers on those allotted to them, admins
 * on their own hostel's; nobody reads or changes anything of another student, keeper or hostel.
 */
import { randomUUID } from 'node:crypto';

import type { CleanRequest } from '#shared/domain';
import { photoPrefix } from '#shared/photos';

import { type Answer, invoke } from '../../helpers/invoke';
import { type Actor, type MatrixCallContext, matrixRow, signedIn } from '../matrix-types';

let nextDay = 1;
/** A date no other create of the matrix uses (each create is the caller's own, on a free date). */
const freshDate = () => new Date(Date.now() + nextDay++ * 86_400_000).toISOString().slice(0, 10);

/** A 200 list must hold the prepared request exactly for those allowed to see it. */
function seesPrepared(allowed: readonly Actor[], idsOf: (answer: Answer) => string[]) {
  return (answer: Answer, { actor, prepared }: MatrixCallContext<CleanRequest>) => {
    if (answer.status !== 200) return;
    expect(idsOf(answer).includes(prepared._id)).toBe(allowed.includes(actor));
  };
}

export const rows = [
  matrixRow({
    route: 'createRequest',
    call: () => ({ body: { room: '12', floor: '1', date: freshDate(), time: '09:00' } }),
    expect: signedIn(403, { studentA: 201, studentB: 201 }),
    check: (answer, { me }) => {
      if (answer.status === 201) expect(answer.body.request.studentId).toBe(me?.id);
    },
  }),
  matrixRow<CleanRequest>({
    route: 'adminDashboard',
    prepare: (world) => world.request('Pending'),
    call: () => ({}),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200 }),
    check: seesPrepared(['adminOwn'], (answer) => answer.body.data.map((item: CleanRequest) => item._id)),
  }),
  matrixRow({
    route: 'adminDashboard',
    case: "echoing the hostel's name in 'hostel'",
    call: ({ world }) => ({ query: { hostel: world.hostel.name } }),
    expect: signedIn(403, { adminOwn: 200 }),
  }),
  matrixRow<CleanRequest>({
    route: 'roomkeeperDashboard',
    prepare: (world) => world.request('Scheduled'),
    call: () => ({}),
    expect: signedIn(403, { keeperR1: 200, keeperR2: 200 }),
    check: seesPrepared(['keeperR1'], (answer) =>
      answer.body.data.map((item: { request: CleanRequest }) => item.request._id),
    ),
  }),
  matrixRow<CleanRequest>({
    route: 'studentDashboard',
    prepare: (world) => world.request('Scheduled'),
    call: () => ({}),
    expect: signedIn(403, { studentA: 200, studentB: 200 }),
    check: seesPrepared(['studentA'], (answer) => answer.body.data.map((item: CleanRequest) => item._id)),
  }),
  matrixRow({
    route: 'studentDashboard',
    case: "naming student A in the echoed 'id'",
    call: ({ world }) => ({ query: { id: world.accounts.studentA.id } }),
    expect: signedIn(403, { studentA: 200 }),
  }),
  matrixRow({
    route: 'listRoomkeepers',
    call: () => ({}),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.map((keeper: { _id: string }) => keeper._id);
      expect(ids.includes(world.accounts.keeperR1.id)).toBe(actor === 'adminOwn');
    },
  }),
  matrixRow<CleanRequest>({
    route: 'allotRequest',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared, world }) => ({ body: { id: prepared._id, roomKeeperId: world.accounts.keeperR1.id } }),
    // Another hostel's request answers as a missing one.
    expect: signedIn(403, { adminOwn: 200, adminOther: 404 }),
  }),
  matrixRow<CleanRequest>({
    route: 'schedule',
    prepare: (world) => world.request('Scheduled'),
    call: ({ prepared, world }) => ({
      query: { roomKeeper: world.accounts.keeperR1.id, date: prepared.date },
    }),
    // Another hostel's admin does not learn that the keeper exists.
    expect: signedIn(403, { adminOwn: 200, adminOther: 404 }),
    check: seesPrepared(['adminOwn'], (answer) => answer.body.map((item: { _id: string }) => item._id)),
  }),
  matrixRow<CleanRequest>({
    route: 'rejectRequest',
    case: 'a Pending request',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared }) => ({ body: { id: prepared._id, message: 'Closed' } }),
    expect: signedIn(403, { adminOwn: 200, adminOther: 404 }),
  }),
  matrixRow<CleanRequest>({
    route: 'rejectRequest',
    case: 'a request Scheduled to keeper R1',
    prepare: (world) => world.request('Scheduled'),
    call: ({ prepared }) => ({ body: { id: prepared._id, message: 'Cannot' } }),
    expect: signedIn(403, { keeperR1: 200, adminOwn: 200, adminOther: 404 }),
  }),
  matrixRow<CleanRequest>({
    route: 'rejectRequest',
    case: 'with a problem report, on a request whose room is typed (not in the inventory)',
    prepare: (world) => world.request('Scheduled'),
    call: ({ prepared }) => ({
      body: {
        id: prepared._id,
        message: 'Cannot',
        report: { category: 'other', urgency: 'low', text: 'Smells of smoke.' },
      },
    }),
    // The keeper's report needs the room's inventory entry; an admin's reject takes no report at all.
    expect: signedIn(403, { keeperR1: 400, adminOwn: 400, adminOther: 400 }),
  }),
  matrixRow<CleanRequest>({
    route: 'startRequest',
    prepare: (world) => world.request('Scheduled', { past: true }),
    call: ({ prepared }) => ({ body: { id: prepared._id } }),
    expect: signedIn(403, { keeperR1: 200 }),
    check: (answer) => {
      if (answer.status === 200) expect(typeof answer.body.startedAt).toBe('string');
    },
  }),
  matrixRow<CleanRequest>({
    route: 'startRequest',
    case: 'with an action id',
    prepare: (world) => world.request('Scheduled', { past: true }),
    call: ({ prepared }) => ({ body: { id: prepared._id, actionId: randomUUID() } }),
    // Keeper R2 of the same hostel hears it is not theirs as a queued action would (409, not 403): no more
    // than the 403 without an action id tells.
    expect: signedIn(403, { keeperR1: 200, keeperR2: 409 }),
  }),
  matrixRow<CleanRequest>({
    route: 'completeRequest',
    prepare: (world) => world.request('Scheduled', { past: true }),
    call: ({ prepared }) => ({ body: { id: prepared._id, timeIn: '10:00', timeOut: '10:40' } }),
    expect: signedIn(403, { keeperR1: 200 }),
  }),
  matrixRow<CleanRequest>({
    route: 'completeRequest',
    case: "with a photo key of another hostel's uploads",
    prepare: (world) => world.request('Scheduled', { past: true }),
    call: ({ prepared, world }) => ({
      body: {
        id: prepared._id,
        timeIn: '10:00',
        timeOut: '10:40',
        photos: [`${photoPrefix(world.otherHostel.id)}${randomUUID()}`],
      },
    }),
    expect: signedIn(403, { keeperR1: 400 }),
  }),
  matrixRow<CleanRequest>({
    route: 'deleteRequest',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared }) => ({ body: { id: prepared._id } }),
    expect: signedIn(403, { studentA: 200 }),
  }),
  matrixRow<CleanRequest>({
    route: 'listRequests',
    prepare: (world) => world.request('Scheduled'),
    call: () => ({ query: { status: 'Scheduled' } }),
    expect: signedIn(200),
    check: seesPrepared(['studentA', 'keeperR1', 'adminOwn'], (answer) =>
      answer.body.items.map((item: CleanRequest) => item._id),
    ),
  }),
  matrixRow<string>({
    route: 'listRequests',
    case: "with student A's cursor",
    // Two requests, so that a one-item page of student A's list ends with a real cursor.
    prepare: async (world) => {
      await world.request('Pending');
      await world.request('Pending');
      const first = await invoke('listRequests', {
        token: world.accounts.studentA.token,
        query: { status: 'Pending', limit: '1' },
      });
      return String(first.body.cursor);
    },
    call: ({ prepared }) => ({ query: { status: 'Pending', cursor: prepared } }),
    expect: signedIn(400, { studentA: 200 }),
  }),
  matrixRow<CleanRequest>({
    route: 'listRequests',
    case: 'of student A, by id',
    prepare: (world) => world.request('Pending'),
    call: ({ world }) => ({ query: { student: world.accounts.studentA.id } }),
    // An admin's filter: another hostel's admin is answered as for a missing student.
    expect: signedIn(403, { adminOwn: 200, adminOther: 404 }),
    check: seesPrepared(['adminOwn'], (answer) => answer.body.items.map((item: CleanRequest) => item._id)),
  }),
];
