/**
 * A hostel's overdue requests: the start of its Pending partition up to the grace's end, and the start of
 * its Scheduled partition up to today (`hostel-alerts.ts`). Both partitions are ordered by
 * `<date>#<time>#<id>`, so each is one bounded Query whatever the table holds: the requests of days to
 * come are never read.
 */
import type { ListedRequest } from '#shared/domain';
import type { OverdueBounds } from '#shared/hostel-alerts';

import { listedRequestAttributes, toListedRequest } from '../requests';
import { tableName } from '../store/client';
import { keys } from '../store/keys';
import { queryOnce } from '../store/page';
import type { TransactItem } from '../store/transact';

export interface OverdueRequests {
  /** Oldest first: the Pending ones, then the Scheduled ones. */
  items: ListedRequest[];
  /** A read stopped at `limit`: there may be more. */
  more: boolean;
}

/** The two Queries, at once: the start of each partition up to its bound, at most `limit` items each. */
async function overduePages(
  hostelId: string,
  bounds: OverdueBounds,
  limit: number,
  attributes: readonly string[],
) {
  const read = (status: 'Pending' | 'Scheduled', before: string) =>
    // `to` is inclusive, and every stored key is longer than the bound it starts with, so a key equal to
    // the bound's prefix (a request at exactly the grace's end, or of today) is not taken.
    queryOnce(keys.hostelRequests(hostelId, status), { range: { to: before }, limit, attributes });
  return Promise.all([read('Pending', bounds.pendingBefore), read('Scheduled', bounds.scheduledBefore)]);
}

/** At most `limit` overdue requests of each status, oldest first. */
export async function overdueRequests(
  hostelId: string,
  bounds: OverdueBounds,
  limit: number,
): Promise<OverdueRequests> {
  const pages = await overduePages(hostelId, bounds, limit, listedRequestAttributes);
  return {
    items: pages.flatMap((page) => page.items).map(toListedRequest),
    more: pages.some((page) => page.lastKey !== undefined),
  };
}

/**
 * The overdue requests not yet told of in their present status (`overdueTold` holds the status they were
 * told of in: a request told of while Pending is told again once it is overdue as Scheduled). The same two
 * Queries as the list; the told ones are left out here, not by a filter, so the reads stay those of the
 * list.
 */
export async function untoldOverdue(
  hostelId: string,
  bounds: OverdueBounds,
  limit: number,
): Promise<ListedRequest[]> {
  const pages = await overduePages(hostelId, bounds, limit, [...listedRequestAttributes, 'overdueTold']);
  return pages
    .flatMap((page) => page.items)
    .filter((item) => item.overdueTold !== item.requestStatus)
    .map(toListedRequest);
}

/**
 * Marks a request told of as overdue in its status, only while it is still in that status and not yet
 * told: the notifications go in the same transaction, so the admins hear of it exactly once. The request's
 * `version` is left alone: marking it is no change a person made, and must not fail their next action.
 */
export function overdueTellMark(request: ListedRequest, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.request(request._id),
      UpdateExpression: 'SET overdueTold = :status, overdueAt = :now',
      ConditionExpression:
        'requestStatus = :status AND (attribute_not_exists(overdueTold) OR overdueTold <> :status)',
      ExpressionAttributeValues: { ':status': request.requestStatus, ':now': now },
    },
  };
}
