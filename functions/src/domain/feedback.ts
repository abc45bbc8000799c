/** Ratings of cleanings, and the feedback lists each caller may read. */
import type { FeedbackItem } from '#shared/domain';
import type { CreateRatingBody } from '#shared/schemas/feedback';

import { feedbackPage, storeRating } from '../data/feedback';
import type { Note } from '../data/notifications';
import { getRequest } from '../data/requests';
import type { FeedbackKind } from '../data/store/keys';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { effectsOf } from './effects';
import { aboutRequest, told } from './notices';
import { feedbackScope } from './scopes';
import { statsWrites } from './stats-events';

/**
 * A student rates their own Completed request, once, with an optional complaint and suggestion. A
 * request of someone else's is refused as if there were none.
 */
export async function rateRequest(student: UserRecord, body: CreateRatingBody): Promise<FeedbackItem> {
  const request = await getRequest(body.id);
  if (!request || request.studentId !== student._id) throw refuse('rating.notFound');
  if (request.requestStatus !== 'Completed') throw refuse('rating.notCompleted');
  if (request.rated === true) throw refuse('rating.alreadyRated');
  const about = { ...aboutRequest(request), stars: body.rating };
  // The keeper hears of the rating; the student's own Logs keep it.
  const notes: Note[] = [
    { to: String(request.roomKeeperId), kind: 'rated', ...about, studentName: student.name },
    { to: student._id, kind: 'done', action: 'rate', ...about, keeperName: request.roomkeeper },
  ];
  const at = new Date().toISOString();
  const rated = { ...request, rating: { stars: body.rating, complaint: Boolean(body.complaint), at } };
  const effects = effectsOf('rate', request, rated, notes);
  const rating = await storeRating(
    request,
    student,
    body,
    {
      effects: effects.counters,
      told: told(request.hostelId, notes),
      stats: await statsWrites(request.hostelId, effects.stats),
    },
    at,
  );
  // Another rating of the same request won the race.
  if (!rating) throw refuse('rating.alreadyRated');
  return rating;
}

/** One page of the feedback of one kind that the caller sees, newest first. */
export function listFeedback(
  user: UserRecord,
  kind: FeedbackKind,
  page: { cursor?: string | undefined; limit?: number | undefined },
) {
  return feedbackPage(feedbackScope(user, kind), page);
}
