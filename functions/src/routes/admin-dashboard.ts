import type { CleanRequest } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import { getHostel } from '../data/hostels';
import { keys } from '../data/keys';
import { encodeCursor, readCursor } from '../data/request-cursor';
import { statusPage } from '../data/request-lists';
import { assertEchoedIdentity } from '../http/auth';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

const pageSize = 100;

/** A keeper-rejected request carries the rejecter and reason as `rejectData` (spec §3), for Re-Allot. */
const withRejectData = (request: CleanRequest) =>
  request.rejectReason ? { ...request, rejectData: request.rejectReason } : request;

/**
 * Admin: the hostel's counters (one GetItem of the hostel item) and its Pending requests, oldest date
 * first (one Query). `cursor` is present when more than one page is pending.
 */
export async function adminDashboard({ query, user }: RequestContext<'adminDashboard'>): Promise<Reply> {
  assertEchoedIdentity(user, { hostel: query.hostel });
  const partitionOf = (status: RequestStatus) => keys.hostelRequests(user.hostelId, status);
  const cursor = readCursor(query.cursor, partitionOf, 'Pending');
  const [hostel, page] = await Promise.all([
    getHostel(user.hostelId),
    statusPage(partitionOf, 'Pending', pageSize, cursor),
  ]);
  return ok({
    requests: hostel?.completed ?? 0,
    students: hostel?.students ?? 0,
    roomkeepers: hostel?.roomkeepers ?? 0,
    data: page.items.map(withRejectData),
    ...(page.next ? { cursor: encodeCursor(page.next) } : {}),
  });
}

export const handler = createHandler('adminDashboard', adminDashboard);
