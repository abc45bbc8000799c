/**
 * The request lifecycle (DESIGN §3, shared/src/status.ts): who may make each change, and the one
 * transaction that makes it together with everything it moves, derived by `effects.ts` (a roomkeeper's
 * changes are in `keeper-workflow.ts`). Each change reads the request, checks
 * the caller's right to it, then writes on the status and version it read: of two people acting at
 * once exactly one wins, and the other gets a 409.
 */
import type { CleanRequest } from '#shared/domain';
import { capacityOf, requestMinutesOf } from '#shared/effort';
import type { ErrorCode } from '#shared/errors';
import { canTransition, type Transition } from '#shared/status';

import { type Condition, liveRoomkeeperOf } from '../data/counters';
import { transitionWrites } from '../data/effect-writes';
import { type AllotContext, allotContext } from '../data/effort';
import type { Note } from '../data/notifications';
import { type RequestChange, requestChange, requestDeletion } from '../data/request-changes';
import { dateLockDeletion, dateLockPut, getRequest, roomPointerDeletion } from '../data/requests';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { type Effects, effectsOf } from './effects';
import { findKeeper, keeperFound } from './keepers';
import { aboutRequest, told } from './notices';
import { statsWrites } from './stats-events';

/** The refusal when a change finds the request in a state it cannot leave that way. */
const stateRefusal: Record<Transition, ErrorCode> = {
  allot: 'workflow.notPending',
  delete: 'workflow.notPending',
  start: 'workflow.notScheduled',
  complete: 'workflow.notScheduled',
  keeperReject: 'workflow.notScheduled',
  adminReject: 'workflow.notOpen',
  cancel: 'workflow.notOpen',
  reschedule: 'workflow.notOpen',
};

export type Right = (request: CleanRequest) => void;

/** Reads the request, checks the caller's right to it, then that it can make this change now. */
export async function readFor(
  requestId: string,
  right: Right,
  transition: Transition,
): Promise<CleanRequest> {
  const request = await getRequest(requestId);
  if (!request) throw refuse('request.notFound');
  right(request);
  if (!canTransition(transition, request.requestStatus)) throw refuse(stateRefusal[transition]);
  return request;
}

// Another hostel's request answers exactly as a missing one: its id must not tell that it exists.
export const ofHostel =
  (admin: UserRecord): Right =>
  (request) => {
    if (request.hostelId !== admin.hostelId) throw refuse('request.notFound');
  };

const ownedBy =
  (student: UserRecord): Right =>
  (request) => {
    if (request.hostelId !== student.hostelId) throw refuse('request.notFound');
    if (request.studentId !== student._id) throw refuse('request.notYours');
  };

/**
 * Runs the change as one transaction: the request's own write first, then the others. A failed condition
 * on the request itself means someone else changed it first; `otherFailures` names the refusal when
 * another write's condition (by its index in the transaction) did not hold. The notifications it wrote
 * are mailed from the table's stream once it committed (`domain/mail-notices.ts`).
 */
async function commit(
  transition: Transition,
  items: TransactItem[],
  otherFailures: Record<number, ErrorCode> = {},
): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    const other = error.failed.map((index) => otherFailures[index]).find(Boolean);
    throw refuse(error.failed.includes(0) || !other ? stateRefusal[transition] : other);
  }
}

/** A condition a user's counter write must meet for the change to land, and the refusal when it does not. */
export interface Guard {
  userId: string;
  condition: Condition;
  refusal: ErrorCode;
}

export interface ChangeOptions {
  /** The refusal when another write's condition (by its index in the transaction) did not hold. */
  otherFailures?: Record<number, ErrorCode>;
  /** Writes that need the changed request (a keeper's action record keeps it as its answer). */
  more?: (next: CleanRequest) => TransactItem[];
  /** The hostel's time zone, when the caller already read it (a bulk allotment reads it once). */
  timeZone?: string;
  guards?: readonly Guard[];
  /** Whether the hostel keeps one request per date: a request moved to another date takes its lock. */
  onePerDate?: boolean;
  /** The most minutes the keeper's day may hold before the change (an allot within capacity). */
  loadLimit?: { keeperId: string; date: string; limit: number };
}

/**
 * The request's own writes: its update or deletion, the lock of the date it frees and, when the hostel
 * keeps one request per date, the lock of the date it moves to (`takenAt`: that write's index).
 */
function ownWrites(
  item: TransactItem,
  { freedDate, takenDate }: Effects,
  onePerDate: boolean,
  requestId: string,
): { writes: TransactItem[]; takenAt?: number } {
  const writes = freedDate ? [item, dateLockDeletion(freedDate)] : [item];
  if (!takenDate || !onePerDate) return { writes };
  return { writes: [...writes, dateLockPut(takenDate, requestId)], takenAt: writes.length };
}

/**
 * Makes the change (`own`: its write, and the request after it unless it is deleted) with everything it
 * moves (`effectsOf`) and the notifications `notes`, in one transaction.
 */
export async function changeWith(
  transition: Transition,
  request: CleanRequest,
  own: { item: TransactItem; next?: CleanRequest },
  notes: readonly Note[],
  {
    otherFailures = {},
    more = () => [],
    timeZone,
    guards = [],
    onePerDate = false,
    loadLimit,
  }: ChangeOptions,
): Promise<void> {
  const effects = effectsOf(transition, request, own.next, notes);
  const { writes, takenAt } = ownWrites(own.item, effects, onePerDate, request._id);
  // A deleted request's room no longer points to it (issue 30).
  const pointer = own.next ? [] : roomPointerDeletion(request);
  const { items, userIndex, limitIndexes } = transitionWrites({
    request: [...writes, ...pointer],
    effects: effects.counters,
    guards: new Map(guards.map((guard) => [guard.userId, guard.condition])),
    told: told(request.hostelId, notes),
    more: own.next ? more(own.next) : [],
    stats: await statsWrites(request.hostelId, effects.stats, timeZone),
    ...(loadLimit
      ? {
          loadLimitOf: (keeperId: string, date: string) =>
            keeperId === loadLimit.keeperId && date === loadLimit.date ? loadLimit.limit : undefined,
        }
      : {}),
  });
  const failures: Record<number, ErrorCode> = { ...otherFailures };
  for (const index of limitIndexes) failures[index] = 'allot.overCapacity';
  if (takenAt !== undefined) failures[takenAt] = 'request.dateTaken';
  for (const guard of guards) {
    const index = userIndex.get(guard.userId);
    if (index !== undefined) failures[index] = guard.refusal;
  }
  await commit(transition, items, failures);
}

/** Changes the request together with everything the change moves, and answers it as changed. */
export async function change(
  transition: Transition,
  request: CleanRequest,
  what: RequestChange,
  notes: readonly Note[],
  options: ChangeOptions = {},
): Promise<CleanRequest> {
  const { item, next } = requestChange(request, what);
  await changeWith(transition, request, { item, next }, notes, options);
  return next;
}

export interface AllotOptions {
  /** The hostel's time zone, capacity and room types, when the caller read them already (a bulk allot). */
  context?: AllotContext | undefined;
  /** The admin confirmed giving the keeper more than their capacity that day. */
  confirmOverCapacity?: boolean | undefined;
}

/**
 * Admin: Pending → Scheduled to a live roomkeeper of the admin's hostel (also a Re-Allot after a reject).
 * The request's minutes are copied from its room type (issue 30); unless the admin confirmed it, the
 * keeper's day must still hold them within their capacity — checked by the condition on their day's load
 * in the same transaction, so two allotments at once cannot both fill the last minutes.
 */
export async function allot(
  admin: UserRecord,
  requestId: string,
  keeperRef: { id?: string | undefined; name?: string | undefined },
  { context, confirmOverCapacity = false }: AllotOptions = {},
): Promise<CleanRequest> {
  const [request, lookup, effort] = await Promise.all([
    readFor(requestId, ofHostel(admin), 'allot'),
    findKeeper(admin.hostelId, keeperRef),
    context ?? allotContext(admin.hostelId),
  ]);
  const keeper = keeperFound(lookup);
  const minutes = requestMinutesOf(effort.types, request);
  const capacity = capacityOf(keeper.capacityMinutes, effort.hostelCapacity);
  if (!confirmOverCapacity && minutes > capacity) throw refuse('allot.overCapacity');
  const about = aboutRequest(request);
  const notes: Note[] = [
    { to: request.studentId, kind: 'allotted', ...about, keeperName: keeper.name, byName: admin.name },
    {
      to: keeper._id,
      kind: 'assigned',
      ...about,
      studentName: request.studentName,
      byName: admin.name,
      ...(request.message ? { message: request.message } : {}),
    },
    { to: admin._id, kind: 'done', action: 'allot', ...about, keeperName: keeper.name },
  ];
  return change(
    'allot',
    request,
    {
      to: 'Scheduled',
      set: { roomkeeper: keeper.name, roomKeeperId: keeper._id, minutes },
      remove: ['rejectReason'],
      by: admin,
      action: 'allot',
      note: keeper.name,
    },
    notes,
    {
      guards: [{ userId: keeper._id, condition: liveRoomkeeperOf(admin.hostelId), refusal: 'keeper.gone' }],
      timeZone: effort.timeZone,
      ...(confirmOverCapacity
        ? {}
        : { loadLimit: { keeperId: keeper._id, date: request.date, limit: capacity - minutes } }),
    },
  );
}

/** Admin: Pending or Scheduled → Rejected, final; the date is free again. */
export async function rejectByAdmin(
  admin: UserRecord,
  requestId: string,
  message: string,
): Promise<CleanRequest> {
  const request = await readFor(requestId, ofHostel(admin), 'adminReject');
  const reason = { rejectReason: { name: admin.name, message } };
  const about = aboutRequest(request);
  const keeperId = request.requestStatus === 'Scheduled' ? request.roomKeeperId : undefined;
  const notes: Note[] = [
    { to: request.studentId, kind: 'rejected', ...about, reason: message, byName: admin.name },
    ...(keeperId
      ? [{ to: keeperId, kind: 'takenAway' as const, ...about, reason: message, byName: admin.name }]
      : []),
    { to: admin._id, kind: 'done', action: 'reject', ...about, studentName: request.studentName },
  ];
  return change(
    'adminReject',
    request,
    { to: 'Rejected', set: reason, by: admin, action: 'reject', note: message },
    notes,
  );
}

/** Student: their own Pending request is deleted with its date lock (deleted requests keep no history). */
export async function remove(student: UserRecord, requestId: string): Promise<void> {
  const request = await readFor(requestId, ownedBy(student), 'delete');
  const notes: Note[] = [{ to: student._id, kind: 'done', action: 'delete', ...aboutRequest(request) }];
  await changeWith('delete', request, { item: requestDeletion(request) }, notes, {});
}
