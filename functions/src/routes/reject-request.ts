import { messages } from '#shared/messages';
import { requestRoutes } from '#shared/route-table/requests';

import { rejectByKeeper } from '../domain/keeper-workflow';
import { rejectByAdmin } from '../domain/request-workflow';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuseField } from '../refusal';

/**
 * Admin: the request becomes Rejected, final. Roomkeeper: their own Scheduled request goes back to
 * Pending with the reason (and the reason picked from Can't clean's list), shown to the admin as
 * rejectData, and with `report` a maintenance report of the room in the same transaction. Answers the
 * request.
 */
export const rejectRequest: RouteLogic<'rejectRequest'> = async ({ body, user }) => {
  assertEchoedIdentity(user, { role: body.role, name: body.name });
  if (user.role === 'admin') {
    // A problem report rides on a keeper's Can't clean only; the admin reports on the maintenance page.
    if (body.report) throw refuseField('report', messages.fieldNotValid);
    return ok(await rejectByAdmin(user, body.id, body.message));
  }
  return ok(
    await rejectByKeeper(user, body.id, body.message, {
      reason: body.reason,
      report: body.report,
      action: { id: body.actionId, at: body.at },
    }),
  );
};

export const handler = createHandler(requestRoutes, 'rejectRequest', rejectRequest);
