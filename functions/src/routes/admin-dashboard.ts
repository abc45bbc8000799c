import type { ListedRequest } from '#shared/domain';
import { requestRoutes } from '#shared/route-table/requests';

import { getHostel } from '../data/hostels';
import { encodeRequestCursor, readRequestCursor, statusPage } from '../data/request-pages';
import { requestScope } from '../domain/scopes';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

const pageSize = 100;

/** A keeper-rejected request carries the rejecter and reason as `rejectData` (spec §3), for Re-Allot. */
const withRejectData = (request: ListedRequest) =>
  request.rejectReason ? { ...request, rejectData: request.rejectReason } : request;

/**
 * Admin: the hostel's counters, students awaiting approval among them (one GetItem of the hostel item),
 * and its Pending requests, oldest date first (one Query). `cursor` is present when more than one page is
 * pending.
 */
export const adminDashboard: RouteLogic<'adminDashboard'> = async ({ query, user }) => {
  assertEchoedIdentity(user, { hostel: query.hostel });
  const scope = requestScope(user);
  const list = { list: 'adminDashboard', scope, status: 'Pending' } as const;
  const cursor = await readRequestCursor(query.cursor, list);
  const [hostel, page] = await Promise.all([
    getHostel(user.hostelId),
    statusPage(scope, 'Pending', pageSize, cursor),
  ]);
  return ok({
    requests: hostel?.completed ?? 0,
    students: hostel?.students ?? 0,
    roomkeepers: hostel?.roomkeepers ?? 0,
    awaiting: hostel?.awaiting ?? 0,
    data: page.items.map(withRejectData),
    ...(page.next ? { cursor: await encodeRequestCursor(page.next, list) } : {}),
  });
};

export const handler = createHandler(requestRoutes, 'adminDashboard', adminDashboard);
