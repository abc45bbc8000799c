import { listFeedback } from '../data/feedback';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Suggestions, newest first: an admin's hostel's, a keeper's about their cleanings, a student's own. */
export async function listSuggestions({ query, user }: RequestContext<'listSuggestions'>): Promise<Reply> {
  return ok(await listFeedback(user, { kind: 'SUGGESTION', cursor: query.cursor, limit: query.limit }));
}

export const handler = createHandler('listSuggestions', listSuggestions);
