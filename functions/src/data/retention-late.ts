/**
 * Requests settled late (issue 34): the retention walk reads the closed requests by the date they were for,
 * and its cursor passes a date once; a request still open when its date fell out of the period (rejected or
 * completed long after its day) would reach its closed partition behind the cursor and never be read. So
 * each run first notes the hostel's open requests dated before the cutoff — one Query page of each open
 * partition, ids only — in a watch list on the cursor item (`late`, at most `lateWatchMax` ids), and reads
 * the watched ones by key (one BatchGet): those closed since are anonymized with their room's copies, in a
 * transaction that also takes them off the list; those gone are dropped. No Scan, no re-walk of old dates.
 */
import { openStatuses } from '#shared/status';

import { batchGet } from './store/batch-get';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryOnce } from './store/page';
import { byHostel } from './store/partitions';
import type { TransactItem } from './store/transact';

/** The most requests watched at once: the list is one attribute of the cursor item, read with it. */
export const lateWatchMax = 100;

/** The open requests dated before `beforeDate` (oldest first): ids only, at most `limit`. */
export async function staleOpenIds(hostelId: string, beforeDate: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (const status of openStatuses) {
    if (ids.length >= limit) break;
    const page = await queryOnce(byHostel(`HOSTEL#${hostelId}#${status}`), {
      range: { to: beforeDate },
      limit: limit - ids.length,
      attributes: ['_id'],
    });
    ids.push(...page.items.map((item) => String(item._id)));
  }
  return ids;
}

/** The watched requests as stored now (one BatchGet); a request gone is not among them. */
export const watchedRequests = (ids: readonly string[]) => batchGet(ids.map((id) => keys.request(id)));

/** The cursor item's update that keeps the watch list as `ids`. */
export const watchWrite = (hostelId: string, ids: readonly string[], now: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.retentionCursor(hostelId),
    UpdateExpression: 'SET late = :ids, updatedAt = :now',
    ExpressionAttributeValues: { ':ids': [...ids], ':now': now },
  },
});
