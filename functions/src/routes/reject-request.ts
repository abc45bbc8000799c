import { requestRoutes } from '#shared/route-table/requests';

import { rejectByKeeper } from '../domain/keeper-workflow';
import { rejectByAdmin } from '../domain/request-workflow';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: the request becomes Rejected, final. Roomkeeper: their own Scheduled request goes back to
 * Pending with the reason (and the reason picked from Can't clean's list), shown to the admin as
 * rejectData. Answers the request.
 */
export const rejectRequest: RouteLogic<'rejectRequest'> = async ({ body, user }) => {
  assertEchoedIdentity(user, { role: body.role, name: body.name });
  if (user.role === 'admin') return ok(await rejectByAdmin(user, body.id, body.message));
  return ok(
    await rejectByKeeper(user, body.id, body.message, {
      reason: body.reason,
      action: { id: body.actionId, at: body.at },
    }),
  );
};

export const handler = createHandler(requestRoutes, 'rejectRequest', rejectRequest);
