import { keepersOfHostel } from '../data/request-people';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Admin: `[{_id, name}]` of the hostel's live roomkeepers, for the allot dialog (spec §7). */
export async function listRoomkeepers({ query, user }: RequestContext<'listRoomkeepers'>): Promise<Reply> {
  assertEchoedIdentity(user, { hostel: query.hostel });
  return ok(await keepersOfHostel(user.hostelId));
}

export const handler = createHandler('listRoomkeepers', listRoomkeepers);
