import { rejectByAdmin, rejectByKeeper } from '../domain/request-workflow';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: the request becomes Rejected, final. Roomkeeper: their own Scheduled request goes back to
 * Pending with the reason, shown to the admin as rejectData. Answers the request.
 */
export const rejectRequest: RouteLogic<'rejectRequest'> = async ({ body, user }) => {
  assertEchoedIdentity(user, { role: body.role, name: body.name });
  const reject = user.role === 'admin' ? rejectByAdmin : rejectByKeeper;
  return ok(await reject(user, body.id, body.message));
};

export const handler = createHandler('rejectRequest', rejectRequest);
