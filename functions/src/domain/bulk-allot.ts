/**
 * Allotting several Pending requests at once (issue 15). The plan reads the requests and the keepers'
 * loads on their dates with a bounded number of calls and proposes a keeper for each (`auto-allot.ts`);
 * the admin may change any row before confirming. Confirming runs each row as its own allotment — the
 * same conditional transition as a single allot — so a row someone else acted on first (a student's
 * delete, another admin's allot, a removed keeper) is refused alone, with its code, and the rest land.
 */
import { maxBulkAllot } from '#shared/bulk-allot-limit';
import type { CleanRequest } from '#shared/domain';
import type { ErrorCode } from '#shared/errors';

import { hostelKeeperLoadsOn } from '../data/read-models/keeper-load';
import { hostelTimeZone } from '../data/read-models/stats';
import { toCleanRequest } from '../data/requests';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import type { UserRecord } from '../data/users';
import { describeError, log } from '../log';
import { Refusal, refuse } from '../refusal';
import { planAllotments } from './auto-allot';
import { allot } from './request-workflow';

function checkBatch(ids: readonly string[]): void {
  if (ids.length > maxBulkAllot) throw refuse('bulk.tooMany');
  if (new Set(ids).size !== ids.length) throw refuse('bulk.repeated');
}

export interface PlannedRow {
  id: string;
  room: string;
  floor: string;
  date: string;
  time: string;
  studentName: string;
  roomKeeperId?: string;
  offKeeperIds: string[];
}

export interface AllotPlan {
  rows: PlannedRow[];
  skipped: { id: string; code: ErrorCode }[];
}

/**
 * Why a request cannot be part of the admin's bulk allotment, if it cannot. Another hostel's request is
 * skipped exactly as a missing one: the plan must not tell that its id exists.
 */
function unallottable(admin: UserRecord, request: CleanRequest | undefined): ErrorCode | undefined {
  if (!request || request.hostelId !== admin.hostelId) return 'request.notFound';
  if (request.requestStatus !== 'Pending') return 'workflow.notPending';
  return undefined;
}

/** A plan for the Pending requests among `ids`: one BatchGet of the requests, then the keepers' loads. */
export async function planBulkAllot(admin: UserRecord, ids: readonly string[]): Promise<AllotPlan> {
  checkBatch(ids);
  const items = await batchGet(ids.map((id) => keys.request(id)));
  const byId = new Map(items.map((item) => [String(item._id), toCleanRequest(item)]));
  const skipped: AllotPlan['skipped'] = [];
  const pending: CleanRequest[] = [];
  for (const id of ids) {
    const request = byId.get(id);
    const code = unallottable(admin, request);
    if (code || !request) skipped.push({ id, code: code ?? 'request.notFound' });
    else pending.push(request);
  }
  const loads = await hostelKeeperLoadsOn(
    admin.hostelId,
    pending.map((request) => request.date),
  );
  const plan = planAllotments(
    pending.map((request) => ({
      id: request._id,
      date: request.date,
      time: request.time,
      floor: request.floor,
    })),
    loads,
  );
  const rows = pending.map((request): PlannedRow => {
    const keeperId = plan.get(request._id);
    return {
      id: request._id,
      room: request.room,
      floor: request.floor,
      date: request.date,
      time: request.time,
      studentName: request.studentName,
      ...(keeperId ? { roomKeeperId: keeperId } : {}),
      offKeeperIds: (loads.get(request.date) ?? [])
        .filter((keeper) => keeper.off)
        .map((keeper) => keeper._id),
    };
  });
  return { rows, skipped };
}

export type BulkResult =
  { id: string; ok: true; request: CleanRequest } | { id: string; ok: false; code: ErrorCode };

/**
 * Allots each row on its own, one after another: every allotment also moves the hostel's change stamp, so
 * rows sent at once would only collide there and retry. A refused row is answered with its code and does
 * not stop the others.
 */
export async function bulkAllot(
  admin: UserRecord,
  rows: readonly { id: string; roomKeeperId: string }[],
): Promise<BulkResult[]> {
  checkBatch(rows.map((row) => row.id));
  // Each allotment counts on the hostel's day: its time zone is read once for all of them.
  const timeZone = await hostelTimeZone(admin.hostelId);
  const results: BulkResult[] = [];
  for (const row of rows) results.push(await allotOne(admin, row, timeZone));
  return results;
}

async function allotOne(
  admin: UserRecord,
  row: { id: string; roomKeeperId: string },
  timeZone: string,
): Promise<BulkResult> {
  try {
    const request = await allot(admin, row.id, { id: row.roomKeeperId }, timeZone);
    return { id: row.id, ok: true, request };
  } catch (error) {
    if (error instanceof Refusal) return { id: row.id, ok: false, code: error.code };
    // One row's fault must not hide what the others did: it is logged, and answered as that row's.
    log.error('bulk allot row failed', describeError(error));
    return { id: row.id, ok: false, code: 'server.error' };
  }
}
