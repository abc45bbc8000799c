/**
 * Authorization matrix rows of user management, the profile and feedback (see `matrix-types.ts`).
 * User management is the admin's, and only over their own hostel; the profile is everyone's own;
 * feedback is written by the student of the cleaning and read in each caller's own scope.
 */
import { randomUUID } from 'node:crypto';

import type { FeedbackItem } from '#shared/domain';

import { testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { expectAll, type MatrixCallContext, matrixRow, type MatrixWorld } from './matrix-types';

const adminOnly = (others: { adminOther: number }) =>
  expectAll(403, { anonymous: 401, adminOwn: 200, ...others });

/** A rated cleaning of studentA by keeperR1 with a complaint and a suggestion; answers its id. */
async function ratedRequest(world: MatrixWorld): Promise<string> {
  const request = await world.request('Completed');
  const answer = await invoke('createRating', {
    token: world.accounts.studentA.token,
    body: { id: request._id, rating: 4, message: 'Good', complaint: 'Late', suggestion: 'Earlier' },
  });
  if (answer.status !== 201) throw new Error(`rating the matrix request failed: ${answer.status}`);
  return request._id;
}

/** Feedback lists hold the prepared item exactly for its student, its keeper and the hostel's admin. */
function feedbackScope(
  answer: { status: number; body: { items: FeedbackItem[] } },
  context: MatrixCallContext<string>,
) {
  const { actor, me, prepared } = context;
  if (answer.status !== 200) return;
  const items = answer.body.items;
  const sees = actor === 'studentA' || actor === 'keeperR1' || actor === 'adminOwn';
  expect(items.some((item) => item.requestId === prepared)).toBe(sees);
  if (me?.role === 'student') expect(items.every((item) => item.studentId === me.id)).toBe(true);
  if (me?.role === 'roomkeeper') expect(items.every((item) => item.roomKeeperId === me.id)).toBe(true);
  if (actor === 'adminOther') expect(items).toEqual([]);
}

const feedbackRow = (route: 'listRatings' | 'listComplaints' | 'listSuggestions') =>
  matrixRow<string>({
    route,
    prepare: ratedRequest,
    call: () => ({}),
    expect: expectAll(200, { anonymous: 401 }),
    check: feedbackScope,
  });

export const rows = [
  matrixRow({
    route: 'listUsers',
    call: () => ({ query: { role: 'student' } }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.items.map((item: { _id: string }) => item._id);
      if (actor === 'adminOwn') expect(ids).toContain(world.accounts.studentA.id);
      if (actor === 'adminOther') expect(ids).not.toContain(world.accounts.studentA.id);
    },
  }),
  matrixRow({
    route: 'createUser',
    call: () => ({
      body: {
        role: 'student',
        fullname: 'Matrix Invitee',
        email: `invitee-${randomUUID().slice(0, 8)}@test.hostel`,
      },
    }),
    // Another hostel's admin adds to their own hostel, never to this one.
    expect: expectAll(403, { anonymous: 401, adminOwn: 201, adminOther: 201 }),
    check: (answer, { me }) => {
      if (answer.status === 201) expect(answer.body.user.hostelId).toBe(me?.hostelId);
    },
  }),
  matrixRow({
    route: 'deleteUsers',
    case: 'a student of the hostel',
    prepare: (world) => world.makeUser('student', world.hostel),
    call: ({ prepared }) => ({ body: { ids: [prepared.id] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
  matrixRow({
    route: 'deleteUsers',
    case: 'a roomkeeper of the hostel',
    prepare: (world) => world.makeUser('roomkeeper', world.hostel),
    call: ({ prepared }) => ({ body: { ids: [prepared.id] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
  matrixRow({
    route: 'updateUser',
    call: () => ({ body: { phone: '+1 555 0199' } }),
    expect: expectAll(200, { anonymous: 401 }),
    check: (answer, { me }) => {
      if (answer.status === 200) expect(answer.body.data._id).toBe(me?.id);
    },
  }),
  matrixRow({
    route: 'updateUser',
    case: 'room and floor are for students only',
    call: () => ({ body: { room: '7', floor: '0' } }),
    expect: expectAll(400, { anonymous: 401, studentA: 200, studentB: 200 }),
  }),
  matrixRow({
    route: 'updatePassword',
    call: () => ({
      body: { currentPassword: testPassword, password: 'a new password', confirmPassword: 'a new password' },
    }),
    expect: expectAll(200, { anonymous: 401 }),
    isolate: true,
  }),
  matrixRow({
    route: 'createRating',
    prepare: (world) => world.request('Completed'),
    call: ({ prepared }) => ({ body: { id: prepared._id, rating: 5, message: 'Spotless' } }),
    expect: expectAll(403, { anonymous: 401, studentA: 201, studentB: 404 }),
  }),
  feedbackRow('listRatings'),
  feedbackRow('listComplaints'),
  feedbackRow('listSuggestions'),
];
