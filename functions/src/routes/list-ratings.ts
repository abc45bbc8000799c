import { listFeedback } from '../data/feedback';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Ratings, newest first: an admin's hostel's, a keeper's about their cleanings, a student's own. */
export async function listRatings({ query, user }: RequestContext<'listRatings'>): Promise<Reply> {
  return ok(await listFeedback(user, { kind: 'RATING', cursor: query.cursor, limit: query.limit }));
}

export const handler = createHandler('listRatings', listRatings);
