/**
 * A hostel's overdue requests: the start of its Pending partition up to the grace's end, and the start of
 * its Scheduled partition up to today (`hostel-alerts.ts`). Both partitions are ordered by
 * `<date>#<time>#<id>`, so each is one bounded Query whatever the table holds: the requests of days to
 * come are never read.
 */
import type { ListedRequest } from '#shared/domain';
import type { OverdueBounds } from '#shared/hostel-alerts';

import { tableName } from './client';
import { keys } from './keys';
import { queryOnce } from './page';
import { listedRequestAttributes, toListedRequest } from './requests';
import type { TransactItem } from './transact';

export interface OverdueRequests {
  /** Oldest first: the Pending ones, then the Scheduled ones. */
  items: ListedRequest[];
  /** More are overdue than `limit` per status. */
  more: boolean;
}

/** At most `limit` overdue requests of each status, oldest first: two Queries, at once. */
export async function overdueRequests(
  hostelId: string,
  bounds: OverdueBounds,
  limit: number,
): Promise<OverdueRequests> {
  const read = (partition: ReturnType<typeof keys.hostelRequests>, before: string) =>
    // `to` is inclusive, and every stored key is longer than the bound it starts with, so a key equal to
    // the bound's prefix (a request at exactly the grace's end, or of today) is not taken.
    queryOnce(partition, { range: { to: before }, limit, attributes: listedRequestAttributes });
  const [pending, scheduled] = await Promise.all([
    read(keys.hostelRequests(hostelId, 'Pending'), bounds.pendingBefore),
    read(keys.hostelRequests(hostelId, 'Scheduled'), bounds.scheduledBefore),
  ]);
  return {
    items: [...pending.items, ...scheduled.items].map(toListedRequest),
    more: Boolean(pending.lastKey ?? scheduled.lastKey),
  };
}

/**
 * The overdue requests not yet told of in their present status (`overdueTold` holds the status they were
 * told of in: a request told of while Pending is told again once it is overdue as Scheduled). Reads the
 * same two bounded Queries as the list; the told ones are left out here, not by a filter, so that the
 * calls stay those of the list.
 */
export async function untoldOverdue(
  hostelId: string,
  bounds: OverdueBounds,
  limit: number,
): Promise<ListedRequest[]> {
  const read = (status: 'Pending' | 'Scheduled', before: string) =>
    queryOnce(keys.hostelRequests(hostelId, status), {
      range: { to: before },
      limit,
      attributes: [...listedRequestAttributes, 'overdueTold'],
    });
  const pages = await Promise.all([
    read('Pending', bounds.pendingBefore),
    read('Scheduled', bounds.scheduledBefore),
  ]);
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
