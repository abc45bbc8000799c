/**
 * The retention run (issue 34): for each hostel, the closed requests dated, and the feedback given, more
 * than its `requestRetentionMonths` ago are anonymized (`retention-anonymize.ts`), and its audit entries
 * older than `auditRetentionMonths` deleted. Anonymized rather than deleted: the hostel's lists, the
 * keepers' feedback and the analytics backfill read these items, and the counters count them, so they stay
 * with their ids, rooms, dates, statuses and ratings, and a Completed clean's copies in its room's
 * partition with them (`data/retention-rooms.ts`). First the requests settled after their date had left
 * the period (`retention-late.ts`), last the notifications of a period shorter than their 60 days
 * (`retention-notes.ts`). Bounded: each step is one Query page (and key reads) and one transaction of at
 * most 100 actions; the run stops when its budget ends and the next goes on from the hostel's cursor.
 */
import { monthsBefore } from '#shared/retention';

import {
  anonymizeUpdate,
  cursorOf,
  deleteAuditEntries,
  feedbackLists,
  oldAuditEntries,
  oldItems,
  readCursors,
  requestLists,
  type RetainedList,
  writeBatch,
} from '../data/retention';
import { roomCopyWrites } from '../data/retention-rooms';
import { TransactionConditionFailed } from '../data/store/transact';
import { describeError, log } from '../log';
import { anonymizedFeedback, anonymizedRequest, anonymousName } from './retention-anonymize';
import { type Budget, type HostelRetention, spend } from './retention-budget';
import { retainLate } from './retention-late';
import { retainNotes } from './retention-notes';
import type { RunHostel } from './run-hostels';

export type { HostelRetention } from './retention-budget';

export interface RetentionOptions {
  now?: Date;
  /** Most batches (transactions) the whole run writes; the rest is left to the next run. */
  maxBatches?: number;
  /** Whether there is still time for another batch (the Lambda's remaining time). */
  hasTime?: () => boolean;
}

export async function runRetention(
  hostels: readonly RunHostel[],
  options: RetentionOptions = {},
): Promise<HostelRetention[]> {
  const now = options.now ?? new Date();
  const budget: Budget = { left: options.maxBatches ?? Infinity, hasTime: options.hasTime ?? (() => true) };
  const results: HostelRetention[] = [];
  for (const hostel of hostels) {
    const result: HostelRetention = { hostelId: hostel.id, anonymized: 0, deleted: 0, done: false };
    try {
      result.done = await retainHostel(hostel, now, budget, result);
    } catch (error) {
      // One hostel's failure leaves the others' work alone; its cursor keeps what was done.
      log.error('retention skipped a hostel', { hostelId: hostel.id, ...describeError(error) });
    }
    results.push(result);
  }
  return results;
}

async function retainHostel(
  hostel: RunHostel,
  now: Date,
  budget: Budget,
  result: HostelRetention,
): Promise<boolean> {
  const { requestRetentionMonths, auditRetentionMonths } = hostel.settings.retention;
  const requestCutoff = monthsBefore(now, requestRetentionMonths);
  const { cursors, late, notesPlace } = await readCursors(hostel.id);
  const at = now.toISOString();
  const cutoffDate = requestCutoff.toISOString().slice(0, 10);
  // Before the walk passes their date: the requests settled after it, and those still open.
  if (!(await retainLate(hostel.id, late, cutoffDate, at, budget, result))) return false;
  // Requests are ordered by the date they were for; feedback by when it was given.
  const lists: [RetainedList, string][] = [
    ...requestLists.map((list): [RetainedList, string] => [list, cutoffDate]),
    ...feedbackLists.map((list): [RetainedList, string] => [list, requestCutoff.toISOString()]),
  ];
  for (const [list, before] of lists) {
    let after = cursors[list];
    for (;;) {
      const page = await oldItems(hostel.id, list, before, after);
      if (page.items.length === 0) break;
      if (!spend(budget)) return false;
      const change = (requestLists as readonly string[]).includes(list)
        ? anonymizedRequest
        : anonymizedFeedback;
      const fresh = page.items.filter((item) => item.anonymizedAt === undefined);
      const updates = [
        ...fresh.map((item) => anonymizeUpdate(item, change(item), at)),
        // A Completed clean's copies in its room's partition go with it.
        ...(list === 'Completed' ? await roomCopyWrites(fresh, anonymousName) : []),
      ];
      after = cursorOf(page.items[page.items.length - 1]!);
      try {
        await writeBatch(hostel.id, list, updates, after, at);
      } catch (error) {
        // A request changed since it was read (a rating): the batch wrote nothing; the next run reads it again.
        if (!(error instanceof TransactionConditionFailed)) throw error;
        log.warn('retention batch met a change', { hostelId: hostel.id, list });
        return false;
      }
      result.anonymized += fresh.length;
      if (!page.lastKey) break;
    }
  }
  const auditBefore = monthsBefore(now, auditRetentionMonths).toISOString();
  for (;;) {
    const page = await oldAuditEntries(hostel.id, auditBefore);
    if (page.items.length === 0) break;
    if (!spend(budget)) return false;
    await deleteAuditEntries(page.items);
    result.deleted += page.items.length;
    if (!page.lastKey) break;
  }
  return retainNotes(hostel.id, notesPlace, requestCutoff, now, budget, result);
}
