import { feedbackRoutes } from '#shared/route-table/feedback';

import { listFeedback } from '../domain/feedback';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Complaints, newest first: an admin's hostel's, a keeper's about their cleanings, a student's own. */
export const listComplaints: RouteLogic<'listComplaints'> = async ({ query, user }) =>
  ok(await listFeedback(user, 'COMPLAINT', { cursor: query.cursor, limit: query.limit }));

export const handler = createHandler(feedbackRoutes, 'listComplaints', listComplaints);
