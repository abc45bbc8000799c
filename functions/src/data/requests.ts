/**
 * Clean requests: the stored item, its reads, its creation and its date lock. The writes of the later
 * changes of its lifecycle are in `request-changes.ts`; who may make which change is the domain's
 * (`domain/request-workflow.ts`).
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest, HistoryEntry, ListedRequest, RejectReason } from '#shared/domain';
import type { CreateRequestBody } from '#shared/schemas/clean-request';
import type { RequestStatus } from '#shared/status';

import type { Condition } from './counters';
import { type CounterEffects, counterWrites } from './effect-writes';
import { rulesUnchanged } from './hostel-settings';
import { extrasOf, type RequestExtras } from './request-extras';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';
import type { UserRecord } from './users';

/** What a list reads of each request item: all but the history (lists carry none). */
export const listedRequestAttributes = [
  '_id',
  'hostelId',
  'studentId',
  'studentName',
  'room',
  'floor',
  'date',
  'time',
  'message',
  'requestStatus',
  'roomkeeper',
  'roomKeeperId',
  'rejectReason',
  'startedAt',
  'timeIn',
  'timeOut',
  'rated',
  'promptDismissed',
  'minutes',
  'createdAt',
  'updatedAt',
  'version',
  'roomId',
  'roomTypeId',
  'roomPlace',
  'recurrenceId',
] as const;

/** A list's row of a stored item: keys, entity tag and history left out. */
export function toListedRequest(item: Record<string, unknown>): ListedRequest {
  const text = (name: string) => (typeof item[name] === 'string' ? { [name]: item[name] } : {});
  return {
    _id: String(item._id),
    hostelId: String(item.hostelId),
    studentId: String(item.studentId),
    studentName: String(item.studentName),
    room: String(item.room),
    floor: String(item.floor),
    date: String(item.date),
    time: String(item.time),
    ...text('message'),
    requestStatus: item.requestStatus as RequestStatus,
    ...text('roomkeeper'),
    ...text('roomKeeperId'),
    ...(item.rejectReason ? { rejectReason: item.rejectReason as RejectReason } : {}),
    ...text('startedAt'),
    ...text('timeIn'),
    ...text('timeOut'),
    ...(item.rated === true ? { rated: true } : {}),
    ...(item.promptDismissed === true ? { promptDismissed: true } : {}),
    ...(typeof item.minutes === 'number' ? { minutes: item.minutes } : {}),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
    ...text('roomId'),
    ...text('roomTypeId'),
    ...text('roomPlace'),
    ...text('recurrenceId'),
  };
}

/** The domain object of a stored item: keys and entity tag stripped. */
export function toCleanRequest(item: Record<string, unknown>): CleanRequest {
  return {
    ...toListedRequest(item),
    history: Array.isArray(item.history) ? (item.history as HistoryEntry[]) : [],
  };
}

/**
 * The keeper who turned the stored request back for the date it is still wanted for: they are not offered
 * it again (a request moved to another date may go back to them).
 */
export function turnedBackKeeperOf(item: Record<string, unknown> | undefined): string | undefined {
  return typeof item?.turnedBackBy === 'string' && item.turnedBackFor === item.date
    ? item.turnedBackBy
    : undefined;
}

/** The stored request item as it is (a read by key), or undefined. */
export async function getRequestItem(requestId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.request(requestId) }));
  return Item;
}

/** The request as a change reads it: consistently, since the change is conditioned on what it read. */
export async function getRequest(requestId: string): Promise<CleanRequest | undefined> {
  return (await readRequest(requestId, true))?.request;
}

/** The request as its timeline shows it: entries dropped (`historyLimit`), its re-clean links and photos. */
export async function getRequestWithHistory(requestId: string) {
  return readRequest(requestId, false);
}

async function readRequest(
  requestId: string,
  consistent: boolean,
): Promise<({ request: CleanRequest; olderEntries: number } & RequestExtras) | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.request(requestId), ConsistentRead: consistent }),
  );
  if (!Item) return undefined;
  return { request: toCleanRequest(Item), olderEntries: Number(Item.olderEntries ?? 0), ...extrasOf(Item) };
}

/** Why a create was refused; `rulesChanged`: the hostel's rules changed after they were read. */
export class CreateRefused extends Error {
  constructor(readonly reason: 'dateTaken' | 'openLimit' | 'rulesChanged') {
    super(reason);
    this.name = 'CreateRefused';
  }
}

/** The hostel's rules a create's transaction holds, as read at `rulesVersion`. */
export interface CreateRules {
  openLimit: number;
  onePerDate: boolean;
  rulesVersion: number;
}

/** What a create moves besides the request itself (`domain/effects.ts`), given the new request. */
export interface CreateParts {
  /** The student's counters (and whatever else the creation moves). */
  effects: CounterEffects;
  /** The notifications and the hostel's change stamp. */
  told: readonly TransactItem[];
  /** The analytics' day items. */
  stats: readonly TransactItem[];
}

/** The student is there, not removed, and below the hostel's open-request limit. */
const belowOpenLimit = (openLimit: number): Condition => ({
  expression:
    'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND (attribute_not_exists(openRequests) OR openRequests < :max)',
  values: { ':max': openLimit },
});

/** Who makes a request: a student for themselves, or an admin for a room, with no student (issue 30). */
export type Requester = Pick<UserRecord, '_id' | 'name' | 'hostelId' | 'role'>;

/** What a new request is for: the room's texts, and the room itself when it is one of the hostel's. */
export type NewRequest = CreateRequestBody & Partial<Pick<CleanRequest, 'roomTypeId' | 'roomPlace'>>;

/**
 * The room's pointer to its new request (`keys.roomRequest`): a room's requests are one Query. It is sorted
 * by when the request was made, which never changes, so a reschedule leaves it as it is.
 */
export function roomPointerPut(request: CleanRequest): TransactItem[] {
  if (!request.roomId) return [];
  const item = {
    ...keys.roomRequest(request.hostelId, request.roomId, request.createdAt, request._id),
    entity: 'RoomRequest',
    requestId: request._id,
    createdAt: request.createdAt,
  };
  return [{ Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }];
}

/** A new Pending request of `requester` for `input`, made at `now` (ISO); an admin's has no student. */
export function newRequestOf(requester: Requester, input: NewRequest, now: string): CleanRequest {
  const student = requester.role === 'student' ? requester : undefined;
  return {
    _id: randomUUID(),
    hostelId: requester.hostelId,
    studentId: student?._id ?? '',
    studentName: student?.name ?? '',
    room: input.room,
    floor: input.floor,
    date: input.date,
    time: input.time,
    ...(input.message ? { message: input.message } : {}),
    requestStatus: 'Pending',
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...(input.roomId ? { roomId: input.roomId } : {}),
    ...(input.roomTypeId ? { roomTypeId: input.roomTypeId } : {}),
    ...(input.roomPlace ? { roomPlace: input.roomPlace } : {}),
    history: [{ at: now, by: requester._id, byName: requester.name, action: 'create', status: 'Pending' }],
  };
}

/** The new request's Put with its list entries and `more` attributes (`recurrenceId`, `recleanOf`…). */
export function requestPut(request: CleanRequest, more: Record<string, unknown> = {}): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.request(request._id),
        ...keys.requestListEntries(request),
        entity: 'Request',
        ...request,
        ...more,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Stores a new Pending request with its date lock (when the hostel keeps one request per date) and raises
 * the student's counters, in one transaction: the lock makes the date unique per student, the condition
 * on `openRequests` holds the open-request limit even when creates run at the same time, and the check of
 * `rulesVersion` holds both to the rules that were read. An admin's request for a room has no student
 * (`studentId` and `studentName` empty): no lock, no limit, on no student's list. A request for a room
 * puts the room's pointer to it in the same transaction.
 */
export async function createRequest(
  requester: Requester,
  input: NewRequest,
  rules: CreateRules,
  /** The rest of the same transaction, given the new request. */
  partsOf: (request: CleanRequest) => Promise<CreateParts>,
): Promise<CleanRequest> {
  const student = requester.role === 'student' ? requester : undefined;
  const request = newRequestOf(requester, input, new Date().toISOString());
  const dateLock = dateLockPut(request, request._id);
  const put = requestPut(request);
  const parts = await partsOf(request);
  const { users, hostels, loads, boards } = counterWrites(parts.effects, {
    conditionOf: (userId) => (userId === student?._id ? belowOpenLimit(rules.openLimit) : undefined),
  });
  // The request's own Put (0) cannot fail; the rules' check (1), the student's counters (2) and the date
  // lock (3) name the refusal when their condition fails.
  const items = [
    put,
    rulesUnchanged(requester.hostelId, rules.rulesVersion),
    ...users.map(({ item }) => item),
    ...(rules.onePerDate && student ? [dateLock] : []),
    ...hostels,
    ...parts.told,
    ...loads,
    ...boards,
    ...parts.stats,
    ...roomPointerPut(request),
  ];
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.failed.includes(1)) throw new CreateRefused('rulesChanged');
    const lockIndex = items.indexOf(dateLock);
    const dateTaken = lockIndex >= 0 && error.failed.includes(lockIndex);
    throw new CreateRefused(dateTaken ? 'dateTaken' : 'openLimit');
  }
  return request;
}

/** A deleted request's pointer leaves its room with it (none for a request on no room). */
export function roomPointerDeletion(request: CleanRequest): TransactItem[] {
  if (!request.roomId) return [];
  const key = keys.roomRequest(request.hostelId, request.roomId, request.createdAt, request._id);
  return [{ Delete: { TableName: tableName, Key: key } }];
}

/** Frees the request's date for the student. */
export function dateLockDeletion(request: Pick<CleanRequest, 'studentId' | 'date'>): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.dateLock(request.studentId, request.date) } };
}

/** Takes the date for the student's request: refused (a failed condition) while another request holds it. */
export function dateLockPut(
  request: Pick<CleanRequest, 'studentId' | 'date'>,
  requestId: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.dateLock(request.studentId, request.date), entity: 'DateLock', requestId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
