import { requestRoutes } from '#shared/route-table/requests';

import { statusPage } from '../data/request-pages';
import { contactsOf } from '../data/user-lists';
import { requestScope } from '../domain/scopes';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

// Far above the open-request limit: one Query page costs the same, and nothing is hidden if the
// limit were ever lowered below requests that already exist.
const pageSize = 100;

/**
 * Student: own counters (from the caller's user item), own open requests (one Query each for Pending
 * and Scheduled; at most 3 by the open-request limit, so never paginated) and, for the scheduled ones,
 * the roomkeeper's name, email, phone and profile image (one BatchGet).
 */
export const studentDashboard: RouteLogic<'studentDashboard'> = async ({ query, user }) => {
  assertEchoedIdentity(user, { id: query.id });
  const scope = requestScope(user);
  const pages = await Promise.all(
    (['Pending', 'Scheduled'] as const).map((status) => statusPage(scope, status, pageSize)),
  );
  const open = pages
    .flatMap((page) => page.items)
    .sort((a, b) => `${a.date}#${a.time}`.localeCompare(`${b.date}#${b.time}`));
  const keepers = await contactsOf(
    open.flatMap((request) => (request.roomKeeperId ? [request.roomKeeperId] : [])),
    { images: true },
  );
  return ok({
    requests: user.requests,
    scheduled: user.scheduled,
    completed: user.completed,
    data: open.map((request) => {
      const keeper = request.roomKeeperId ? keepers.get(request.roomKeeperId) : undefined;
      if (!keeper) return request;
      return {
        ...request,
        roomkeeper: keeper.name,
        email: keeper.email,
        phone: keeper.phone,
        ...(keeper.profileimg ? { profileimg: keeper.profileimg } : {}),
      };
    }),
  });
};

export const handler = createHandler(requestRoutes, 'studentDashboard', studentDashboard);
