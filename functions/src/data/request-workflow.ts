/**
 * The request lifecycle (DESIGN §3, shared/src/status.ts): who may make each change, and the one
 * transaction that makes it together with the counters it moves. Each change reads the request, checks
 * the caller's right to it, then writes on the status and version it read: of two people acting at
 * once exactly one wins, and the other gets a 409.
 */
import type { CleanRequest } from '#shared/domain';
import type { ErrorCode } from '#shared/errors';
import { canTransition, type Transition } from '#shared/status';

import { refuse } from '../domain/refusal';
import { keys } from './keys';
import { findKeeper } from './request-people';
import {
  counterUpdate,
  dateLockDeletion,
  getRequest,
  requestChange,
  requestDeletion,
  type TransactItem,
} from './requests';
import { transact, TransactionConditionFailed } from './transact';
import type { UserRecord } from './users';

/** The refusal when a change finds the request in a state it cannot leave that way. */
const stateRefusal: Record<Transition, ErrorCode> = {
  allot: 'workflow.notPending',
  delete: 'workflow.notPending',
  complete: 'workflow.notScheduled',
  keeperReject: 'workflow.notScheduled',
  adminReject: 'workflow.notOpen',
};

async function readRequest(requestId: string): Promise<CleanRequest> {
  const request = await getRequest(requestId);
  if (!request) throw refuse('request.notFound');
  return request;
}

function assertState(request: CleanRequest, transition: Transition): void {
  if (!canTransition(transition, request.requestStatus)) throw refuse(stateRefusal[transition]);
}

/** Runs the change; a failed condition on the request itself means someone else changed it first. */
async function commit(
  transition: Transition,
  items: TransactItem[],
  otherFailures: Record<number, ErrorCode> = {},
) {
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    const other = error.failed.map((index) => otherFailures[index]).find(Boolean);
    throw refuse(error.failed.includes(0) || !other ? stateRefusal[transition] : other);
  }
}

function assertHostel(admin: UserRecord, request: CleanRequest): void {
  if (request.hostelId !== admin.hostelId) throw refuse('request.otherHostel');
}

function assertAllottedTo(keeper: UserRecord, request: CleanRequest): void {
  if (request.hostelId !== keeper.hostelId || request.roomKeeperId !== keeper._id)
    throw refuse('request.notAllottedToYou');
}

/** Admin: Pending → Scheduled to a live roomkeeper of the admin's hostel (also a Re-Allot after a reject). */
export async function allot(
  admin: UserRecord,
  requestId: string,
  keeperRef: { id?: string | undefined; name?: string | undefined },
): Promise<CleanRequest> {
  const [request, lookup] = await Promise.all([
    readRequest(requestId),
    findKeeper(admin.hostelId, {
      ...(keeperRef.id ? { id: keeperRef.id } : {}),
      ...(keeperRef.name ? { name: keeperRef.name } : {}),
    }),
  ]);
  assertHostel(admin, request);
  assertState(request, 'allot');
  if (!lookup.found)
    throw lookup.reason === 'ambiguous' ? refuse('keeper.ambiguous') : refuse('keeper.notFound');
  const { keeper } = lookup;
  const { item, next } = requestChange(request, {
    to: 'Scheduled',
    set: { roomkeeper: keeper.name, roomKeeperId: keeper._id },
    remove: ['rejectReason'],
    by: admin,
    action: 'allot',
    note: keeper.name,
  });
  await commit(
    'allot',
    [
      item,
      // The keeper must still be a live roomkeeper of this hostel when the allotment lands.
      counterUpdate(
        keys.user(keeper._id),
        { scheduled: 1 },
        {
          expression:
            'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #role = :keeper AND hostelId = :hostel',
          names: { '#role': 'role' },
          values: { ':keeper': 'roomkeeper', ':hostel': admin.hostelId },
        },
      ),
      counterUpdate(keys.user(request.studentId), { scheduled: 1 }),
    ],
    { 1: 'keeper.gone' },
  );
  return next;
}

/** Admin: Pending or Scheduled → Rejected, final; the date is free again. */
export async function rejectByAdmin(
  admin: UserRecord,
  requestId: string,
  message: string,
): Promise<CleanRequest> {
  const request = await readRequest(requestId);
  assertHostel(admin, request);
  assertState(request, 'adminReject');
  const wasScheduled = request.requestStatus === 'Scheduled';
  const { item, next } = requestChange(request, {
    to: 'Rejected',
    set: { rejectReason: { name: admin.name, message } },
    by: admin,
    action: 'reject',
    note: message,
  });
  await commit('adminReject', [
    item,
    dateLockDeletion(request),
    counterUpdate(
      keys.user(request.studentId),
      wasScheduled ? { openRequests: -1, scheduled: -1 } : { openRequests: -1 },
    ),
    ...(wasScheduled && request.roomKeeperId
      ? [counterUpdate(keys.user(request.roomKeeperId), { scheduled: -1 })]
      : []),
  ]);
  return next;
}

/** Roomkeeper: their own Scheduled request goes back to Pending with the reason, for the admin to Re-Allot. */
export async function rejectByKeeper(
  keeper: UserRecord,
  requestId: string,
  message: string,
): Promise<CleanRequest> {
  const request = await readRequest(requestId);
  assertAllottedTo(keeper, request);
  assertState(request, 'keeperReject');
  const { item, next } = requestChange(request, {
    to: 'Pending',
    set: { rejectReason: { name: keeper.name, message } },
    remove: ['roomkeeper', 'roomKeeperId'],
    by: keeper,
    action: 'reject',
    note: message,
  });
  await commit('keeperReject', [
    item,
    counterUpdate(keys.user(keeper._id), { scheduled: -1 }),
    counterUpdate(keys.user(request.studentId), { scheduled: -1 }),
  ]);
  return next;
}

/** Roomkeeper: their own Scheduled request → Completed with the times of the cleaning. */
export async function complete(
  keeper: UserRecord,
  requestId: string,
  times: { timeIn: string; timeOut: string },
): Promise<CleanRequest> {
  const request = await readRequest(requestId);
  assertAllottedTo(keeper, request);
  assertState(request, 'complete');
  const { item, next } = requestChange(request, {
    to: 'Completed',
    set: times,
    by: keeper,
    action: 'complete',
  });
  await commit('complete', [
    item,
    counterUpdate(keys.user(keeper._id), { scheduled: -1, completed: 1 }),
    counterUpdate(keys.user(request.studentId), { scheduled: -1, openRequests: -1, completed: 1 }),
    counterUpdate(keys.hostel(request.hostelId), { completed: 1 }),
  ]);
  return next;
}

/** Student: their own Pending request is deleted with its date lock (deleted requests keep no history). */
export async function remove(student: UserRecord, requestId: string): Promise<void> {
  const request = await readRequest(requestId);
  if (request.studentId !== student._id) throw refuse('request.notYours');
  assertState(request, 'delete');
  await commit('delete', [
    requestDeletion(request),
    dateLockDeletion(request),
    counterUpdate(keys.user(student._id), { requests: -1, openRequests: -1 }),
  ]);
}
