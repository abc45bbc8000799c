import { feedbackRoutes } from '#shared/route-table/feedback';

import { listFeedback } from '../domain/feedback';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Suggestions, newest first: an admin's hostel's, a keeper's about their cleanings, a student's own. */
export const listSuggestions: RouteLogic<'listSuggestions'> = async ({ query, user }) =>
  ok(await listFeedback(user, 'SUGGESTION', { cursor: query.cursor, limit: query.limit }));

export const handler = createHandler(feedbackRoutes, 'listSuggestions', listSuggestions);
