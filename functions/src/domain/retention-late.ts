/**
 * The requests retention watches because they were still open when their date left the period (issue 34;
 * `data/retention-late.ts`): run first in each hostel's turn, before the date-ordered walk passes their
 * date, so a request settled between two runs is either still ahead of the walk's cursor or on the list.
 */
import { openStatuses, type RequestStatus } from '#shared/status';

import { anonymizeUpdate, batchOf } from '../data/retention';
import { lateWatchMax, staleOpenIds, watchedRequests, watchWrite } from '../data/retention-late';
import { roomCopyWrites } from '../data/retention-rooms';
import { transact, TransactionConditionFailed } from '../data/store/transact';
import { anonymizedRequest, anonymousName } from './retention-anonymize';
import { type Budget, type HostelRetention, spend } from './retention-budget';

type Item = Record<string, unknown>;

const isOpen = (item: Item) => openStatuses.includes(item.requestStatus as RequestStatus);

/**
 * Anonymizes the watched requests settled since (with their room's copies; the list shortened in the same
 * transaction), then watches the open ones dated before the cutoff. False when the budget ran out.
 */
export async function retainLate(
  hostelId: string,
  watched: readonly string[],
  cutoffDate: string,
  now: string,
  budget: Budget,
  result: HostelRetention,
): Promise<boolean> {
  // A request moved since to a date within the period is the date-ordered walk's again: dropped.
  const old = (await watchedRequests(watched)).filter((item) => String(item.date) < cutoffDate);
  const stored = new Map(old.map((item) => [String(item._id), item]));
  const settled = old.filter((item) => !isOpen(item) && item.anonymizedAt === undefined);
  // Still open: watched on. Gone, or anonymized by the walk meanwhile: dropped.
  const kept = watched.filter((id) => stored.has(id) && isOpen(stored.get(id)!));
  let pending = settled.map((item) => String(item._id));
  // The list as the cursor item holds it now.
  let listed: readonly string[] = watched;
  const size = batchOf('Completed');
  for (let start = 0; start < settled.length; start += size) {
    if (!spend(budget)) return false;
    const chunk = settled.slice(start, start + size);
    pending = pending.slice(chunk.length);
    const writes = [
      ...chunk.map((item) => anonymizeUpdate(item, anonymizedRequest(item), now)),
      ...(await roomCopyWrites(chunk, anonymousName)),
    ];
    try {
      await transact([...writes, watchWrite(hostelId, [...kept, ...pending], now)]);
      listed = [...kept, ...pending];
    } catch (error) {
      // A request changed since it was read: nothing was written; the next run reads it again.
      if (!(error instanceof TransactionConditionFailed)) throw error;
      return false;
    }
    result.anonymized += chunk.length;
  }
  const fresh = await staleOpenIds(hostelId, cutoffDate, lateWatchMax);
  const next = [...new Set([...kept, ...fresh])].slice(0, lateWatchMax);
  if (next.length === listed.length && next.every((id, index) => id === listed[index])) return true;
  if (!spend(budget)) return false;
  await transact([watchWrite(hostelId, next, now)]);
  return true;
}
