import { listHostelUsers } from '../data/user-admin';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** A page of the admin's hostel's students or roomkeepers, by name: 200 {items, cursor?}. */
export async function listUsers({ query, user }: RequestContext<'listUsers'>): Promise<Reply> {
  return ok(
    await listHostelUsers({
      hostelId: user.hostelId,
      role: query.role,
      search: query.search,
      cursor: query.cursor,
      limit: query.limit,
    }),
  );
}

export const handler = createHandler('listUsers', listUsers);
