/**
 * Authorization matrix rows of feedback (`route-table/feedback.ts`; see `../matrix-types.ts`): written by
 * the student of the cleaning and read in each caller's own scope.
 */
import type { CleanRequest, FeedbackItem } from '#shared/domain';

import { invoke } from '../../helpers/invoke';
import { expectAll, type MatrixCallContext, matrixRow, type MatrixWorld } from '../matrix-types';

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
    route: 'createRating',
    prepare: (world) => world.request('Completed'),
    call: ({ prepared }) => ({ body: { id: prepared._id, rating: 5, message: 'Spotless' } }),
    expect: expectAll(403, { anonymous: 401, studentA: 201, studentB: 404 }),
  }),
  feedbackRow('listRatings'),
  feedbackRow('listComplaints'),
  feedbackRow('listSuggestions'),
  matrixRow<CleanRequest>({
    route: 'dismissRatingPrompt',
    prepare: (world) => world.request('Completed'),
    call: ({ prepared }) => ({ body: { id: prepared._id } }),
    expect: expectAll(403, { anonymous: 401, studentA: 200, studentB: 404 }),
  }),
];
