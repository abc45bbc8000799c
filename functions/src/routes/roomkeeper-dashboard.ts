import type { RequestStatus } from '#shared/status';

import { keys } from '../data/keys';
import { encodeCursor, readCursor } from '../data/request-cursor';
import { statusPage } from '../data/request-lists';
import { contactsOf } from '../data/request-people';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** At most 100 rows, so that one BatchGet (100 keys at most) reads every student's contact. */
const pageSize = 100;

/**
 * Roomkeeper: own counters (from the caller's user item, already read to authenticate), own Scheduled
 * requests oldest first (one Query), and each student's email and phone (one BatchGet for the page).
 */
export async function roomkeeperDashboard({
  query,
  user,
}: RequestContext<'roomkeeperDashboard'>): Promise<Reply> {
  assertEchoedIdentity(user, { id: query.id, hostel: query.hostel, name: query.name });
  const partitionOf = (status: RequestStatus) => keys.keeperRequests(user._id, status);
  const page = await statusPage(
    partitionOf,
    'Scheduled',
    pageSize,
    readCursor(query.cursor, partitionOf, 'Scheduled'),
  );
  const students = await contactsOf(page.items.map((request) => request.studentId));
  return ok({
    requests: user.completed,
    complaints: user.complaints,
    scheduled: user.scheduled,
    data: page.items.map((request) => {
      const student = students.get(request.studentId);
      return { request, studentData: { email: student?.email ?? '', phone: student?.phone ?? '' } };
    }),
    ...(page.next ? { cursor: encodeCursor(page.next) } : {}),
  });
}

export const handler = createHandler('roomkeeperDashboard', roomkeeperDashboard);
