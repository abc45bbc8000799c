import { rejectByAdmin, rejectByKeeper } from '../data/request-workflow';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/**
 * Admin: the request becomes Rejected, final. Roomkeeper: their own Scheduled request goes back to
 * Pending with the reason, shown to the admin as rejectData. Answers the request.
 */
export async function rejectRequest({ body, user }: RequestContext<'rejectRequest'>): Promise<Reply> {
  assertEchoedIdentity(user, { role: body.role, name: body.name });
  const reject = user.role === 'admin' ? rejectByAdmin : rejectByKeeper;
  return ok(await reject(user, body.id, body.message));
}

export const handler = createHandler('rejectRequest', rejectRequest);
