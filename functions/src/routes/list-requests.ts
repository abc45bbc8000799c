import { errorCodes } from '#shared/errors';
import type { RequestStatus } from '#shared/status';

import { keys, type Partition } from '../data/keys';
import { encodeCursor, readCursor } from '../data/request-cursor';
import { historyPage } from '../data/request-lists';
import type { UserRecord } from '../data/users';
import { refuseField } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

const defaultLimit = 25;

/** Whose requests a caller sees: a student their own, a roomkeeper those allotted to them, an admin the hostel's. */
function scopeOf(user: UserRecord): (status: RequestStatus) => Partition {
  switch (user.role) {
    case 'student':
      return (status) => keys.studentRequests(user._id, status);
    case 'roomkeeper':
      return (status) => keys.keeperRequests(user._id, status);
    case 'admin':
      return (status) => keys.hostelRequests(user.hostelId, status);
  }
}

/**
 * `{items, cursor?}`: the caller's requests, newest date first, in one status or walking Pending,
 * Scheduled, Completed, Rejected in turn (at most one Query per status per page).
 */
export async function listRequests({ query, user }: RequestContext<'listRequests'>): Promise<Reply> {
  if (query.from && query.to && query.from > query.to)
    throw refuseField('query.from', errorCodes['request.dateRange'].message, 'request.dateRange');
  const partitionOf = scopeOf(user);
  const page = await historyPage(partitionOf, {
    status: query.status,
    from: query.from,
    to: query.to,
    limit: query.limit ?? defaultLimit,
    cursor: readCursor(query.cursor, partitionOf, query.status),
  });
  return ok({ items: page.items, ...(page.next ? { cursor: encodeCursor(page.next) } : {}) });
}

export const handler = createHandler('listRequests', listRequests);
