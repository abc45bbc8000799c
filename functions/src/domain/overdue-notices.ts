/**
 * The admins hear of each request that has gone overdue (issue 15): the scheduled job looks at every
 * hostel's overdue requests and, for each one not yet told of in its present status, writes one `overdue`
 * notification per admin in one transaction with the mark on the request. The mark's condition makes a
 * second run, or two runs at once, tell nobody twice. These notifications are not mailed one by one: the
 * morning mail counts them.
 */
import { overdueBounds } from '#shared/hostel-alerts';

import { transitionWrites } from '../data/effect-writes';
import { hostelAdminIds, type Note } from '../data/notifications';
import { overdueTellMark, untoldOverdue } from '../data/read-models/overdue';
import { isConditionFailure, transact, TransactionConditionFailed } from '../data/store/transact';
import { describeError, log } from '../log';
import { effectsOf } from './effects';
import { aboutRequest, told } from './notices';
import type { RunHostel } from './run-hostels';

/** How many newly overdue requests one run tells of per hostel; the next run goes on with the rest. */
const perRun = 100;

export interface HostelOverdue {
  hostelId: string;
  /** Requests told of in this run. */
  told: number;
}

export async function tellOverdue(hostels: readonly RunHostel[], now: Date): Promise<HostelOverdue[]> {
  const results: HostelOverdue[] = [];
  for (const hostel of hostels) {
    try {
      results.push({ hostelId: hostel.id, told: await tellHostel(hostel, now) });
    } catch (error) {
      log.error('overdue notices failed', { hostelId: hostel.id, ...describeError(error) });
      results.push({ hostelId: hostel.id, told: 0 });
    }
  }
  return results;
}

async function tellHostel(
  { id: hostelId, settings: { rules, alerts } }: RunHostel,
  now: Date,
): Promise<number> {
  const untold = await untoldOverdue(
    hostelId,
    overdueBounds(rules.timeZone, alerts.overdueGraceMinutes, now),
    perRun,
  );
  if (untold.length === 0) return 0;
  const admins = await hostelAdminIds(hostelId);
  const at = now.toISOString();
  let count = 0;
  for (const request of untold) {
    const notes: Note[] = admins.map((to) => ({ to, kind: 'overdue', ...aboutRequest(request) }));
    const { items } = transitionWrites({
      request: [overdueTellMark(request, at)],
      effects: effectsOf('notice', request, request, notes).counters,
      told: told(hostelId, notes, at),
      stats: [],
    });
    try {
      await transact(items);
      count += 1;
    } catch (error) {
      // Someone acted on the request since it was read, or another run told of it first: nothing to say.
      if (!(error instanceof TransactionConditionFailed) && !isConditionFailure(error)) throw error;
    }
  }
  return count;
}
