/**
 * Allotting several Pending requests at once (issue 15). The plan reads the requests and the keepers'
 * loads on their dates with a bounded number of calls and proposes a keeper for each (`auto-allot.ts`);
 * the admin may change any row before confirming. Confirming runs each row as its own allotment — the
 * same conditional transition as a single allot — so a row someone else acted on first (a student's
 * delete, another admin's allot, a removed keeper) is refused alone, with its code, and the rest land.
 */
import { maxBulkAllot } from '#shared/bulk-allot-limit';
import type { CleanRequest } from '#shared/domain';
import { plannedOf, requestMinutesOf } from '#shared/effort';
import type { ErrorCode } from '#shared/errors';

import { allotContext } from '../data/effort';
import { hostelKeeperLoadsOn } from '../data/read-models/keeper-load';
import { toCleanRequest, turnedBackKeeperOf } from '../data/requests';
import { getRoomTypes } from '../data/room-types';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import type { UserRecord } from '../data/users';
import { describeError, log } from '../log';
import { Refusal, refuse } from '../refusal';
import { planAllotments } from './auto-allot';
import { allot, type AllotOptions } from './request-workflow';

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
  /** Minutes the clean takes (issue 30), and its walking-order place when it is for a room. */
  minutes: number;
  roomPlace?: string;
}

export interface AllotPlan {
  rows: PlannedRow[];
  /** Each keeper's minutes planned before the plan and capacity, on each of the rows' dates. */
  keepers: { _id: string; date: string; minutes: number; capacity: number }[];
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
  const turnedBack = new Map(items.map((item) => [String(item._id), turnedBackKeeperOf(item)]));
  const skipped: AllotPlan['skipped'] = [];
  const pending: CleanRequest[] = [];
  for (const id of ids) {
    const request = byId.get(id);
    const code = unallottable(admin, request);
    if (code || !request) skipped.push({ id, code: code ?? 'request.notFound' });
    else pending.push(request);
  }
  const [loads, types] = await Promise.all([
    hostelKeeperLoadsOn(
      admin.hostelId,
      pending.map((request) => request.date),
    ),
    getRoomTypes(admin.hostelId),
  ]);
  const minutes = new Map(pending.map((request) => [request._id, requestMinutesOf(types, request)]));
  const plan = planAllotments(
    pending.map((request) => ({
      id: request._id,
      date: request.date,
      time: request.time,
      floor: request.floor,
      minutes: minutes.get(request._id) ?? 0,
      turnedBackBy: turnedBack.get(request._id),
      place: request.roomPlace,
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
      minutes: minutes.get(request._id) ?? 0,
      ...(request.roomPlace !== undefined ? { roomPlace: request.roomPlace } : {}),
      offKeeperIds: (loads.get(request.date) ?? [])
        .filter((keeper) => keeper.off)
        .map((keeper) => keeper._id),
    };
  });
  const keepers = [...loads].flatMap(([date, dayLoads]) =>
    dayLoads.map((load) => ({ _id: load._id, date, minutes: plannedOf(load), capacity: load.capacity })),
  );
  return { rows, keepers, skipped };
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
  confirmOverCapacity = false,
): Promise<BulkResult[]> {
  checkBatch(rows.map((row) => row.id));
  // The hostel's time zone, capacity and room types are read once for all of the rows.
  const context = await allotContext(admin.hostelId);
  const results: BulkResult[] = [];
  for (const row of rows) results.push(await allotOne(admin, row, { context, confirmOverCapacity }));
  return results;
}

async function allotOne(
  admin: UserRecord,
  row: { id: string; roomKeeperId: string },
  options: AllotOptions,
): Promise<BulkResult> {
  try {
    const request = await allot(admin, row.id, { id: row.roomKeeperId }, options);
    return { id: row.id, ok: true, request };
  } catch (error) {
    if (error instanceof Refusal) return { id: row.id, ok: false, code: error.code };
    // One row's fault must not hide what the others did: it is logged, and answered as that row's.
    log.error('bulk allot row failed', describeError(error));
    return { id: row.id, ok: false, code: 'server.error' };
  }
}
