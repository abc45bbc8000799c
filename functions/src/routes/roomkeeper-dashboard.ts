import { requestRoutes } from '#shared/route-table/requests';

import { encodeRequestCursor, readRequestCursor, statusPage } from '../data/request-pages';
import { contactsOf } from '../data/user-lists';
import { requestScope } from '../domain/scopes';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** At most 100 rows, so that one BatchGet (100 keys at most) reads every student's contact. */
const pageSize = 100;

/**
 * Roomkeeper: own counters (from the caller's user item, already read to authenticate), own Scheduled
 * requests oldest first (one Query), and each student's email and phone (one BatchGet for the page).
 */
export const roomkeeperDashboard: RouteLogic<'roomkeeperDashboard'> = async ({ query, user }) => {
  assertEchoedIdentity(user, { id: query.id, hostel: query.hostel, name: query.name });
  const scope = requestScope(user);
  const list = { list: 'roomkeeperDashboard', scope, status: 'Scheduled' } as const;
  const page = await statusPage(scope, 'Scheduled', pageSize, await readRequestCursor(query.cursor, list));
  const students = await contactsOf(page.items.map((request) => request.studentId));
  return ok({
    requests: user.completed,
    complaints: user.complaints,
    scheduled: user.scheduled,
    data: page.items.map((request) => {
      const student = students.get(request.studentId);
      return { request, studentData: { email: student?.email ?? '', phone: student?.phone ?? '' } };
    }),
    ...(page.next ? { cursor: await encodeRequestCursor(page.next, list) } : {}),
  });
};

export const handler = createHandler(requestRoutes, 'roomkeeperDashboard', roomkeeperDashboard);
