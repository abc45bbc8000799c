import { listFeedback } from '../data/feedback';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Complaints, newest first: an admin's hostel's, a keeper's about their cleanings, a student's own. */
export async function listComplaints({ query, user }: RequestContext<'listComplaints'>): Promise<Reply> {
  return ok(await listFeedback(user, { kind: 'COMPLAINT', cursor: query.cursor, limit: query.limit }));
}

export const handler = createHandler('listComplaints', listComplaints);
