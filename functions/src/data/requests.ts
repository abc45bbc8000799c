/**
 * Clean requests: the stored item, its reads, and the write items every change of the lifecycle is made
 * of. A change is always one conditional update on the current status and version that also rewrites
 * the index attributes, so each index partition `<scope>#<id>#<status>` lists exactly the requests in
 * that status. Who may make which change is the domain's (`domain/request-workflow.ts`).
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest, HistoryEntry, ListedRequest, RejectReason } from '#shared/domain';
import type { CreateRequestBody } from '#shared/schemas/clean-request';
import { requestLimits, type RequestStatus } from '#shared/status';

import { db, tableName } from './client';
import { addToUser } from './counters';
import { keys } from './keys';
import { transact, TransactionConditionFailed, type TransactItem } from './transact';
import type { UserRecord } from './users';

/** Who makes a change, as the history records it. */
export interface RequestActor {
  _id: string;
  name: string;
}

/** The fields a change may set besides the status. */
interface ChangedFields {
  roomkeeper?: string;
  roomKeeperId?: string;
  rejectReason?: RejectReason;
  timeIn?: string;
  timeOut?: string;
}
type RemovableField = 'roomkeeper' | 'roomKeeperId' | 'rejectReason';

export interface RequestChange {
  to: RequestStatus;
  set?: ChangedFields;
  remove?: readonly RemovableField[];
  by: RequestActor;
  action: HistoryEntry['action'];
  note?: string;
}

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
  'timeIn',
  'timeOut',
  'rated',
  'createdAt',
  'updatedAt',
  'version',
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
    ...text('timeIn'),
    ...text('timeOut'),
    ...(item.rated === true ? { rated: true } : {}),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
  };
}

/** The domain object of a stored item: keys and entity tag stripped. */
export function toCleanRequest(item: Record<string, unknown>): CleanRequest {
  return {
    ...toListedRequest(item),
    history: Array.isArray(item.history) ? (item.history as HistoryEntry[]) : [],
  };
}

export async function getRequest(requestId: string): Promise<CleanRequest | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.request(requestId), ConsistentRead: true }),
  );
  return Item ? toCleanRequest(Item) : undefined;
}

/** Why a create was refused. */
export class CreateRefused extends Error {
  constructor(readonly reason: 'dateTaken' | 'openLimit') {
    super(reason);
    this.name = 'CreateRefused';
  }
}

/**
 * Stores a new Pending request with its date lock and raises the student's counters, in one
 * transaction: the lock makes the date unique per student, and the condition on `openRequests` holds
 * the open-request limit even when creates run at the same time.
 */
export async function createRequest(
  student: UserRecord,
  input: CreateRequestBody,
  /** More writes of the same transaction (the notifications and change stamp), given the new request. */
  more: (request: CleanRequest) => TransactItem[] = () => [],
): Promise<CleanRequest> {
  const now = new Date().toISOString();
  const request: CleanRequest = {
    _id: randomUUID(),
    hostelId: student.hostelId,
    studentId: student._id,
    studentName: student.name,
    room: input.room,
    floor: input.floor,
    date: input.date,
    time: input.time,
    ...(input.message ? { message: input.message } : {}),
    requestStatus: 'Pending',
    createdAt: now,
    updatedAt: now,
    version: 1,
    history: [{ at: now, by: student._id, byName: student.name, action: 'create', status: 'Pending' }],
  };
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.request(request._id),
            ...keys.requestListEntries(request),
            entity: 'Request',
            ...request,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.dateLock(student._id, request.date), entity: 'DateLock', requestId: request._id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      addToUser(
        student._id,
        { requests: 1, openRequests: 1 },
        {
          expression:
            'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND (attribute_not_exists(openRequests) OR openRequests < :max)',
          values: { ':max': requestLimits.maxOpenPerStudent },
        },
      ),
      ...more(request),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    throw new CreateRefused(error.failed.includes(1) ? 'dateTaken' : 'openLimit');
  }
  return request;
}

/** What a change reads of the stored request: enough to build its write. */
export type ChangedRequest = Pick<
  CleanRequest,
  '_id' | 'studentId' | 'hostelId' | 'roomKeeperId' | 'requestStatus' | 'date' | 'time' | 'version'
>;

/**
 * The history entries a request keeps (each under 1 KB: the item stays far below DynamoDB's 400 KB);
 * older ones are dropped and counted in `olderEntries`.
 */
export const historyLimit = 50;

/**
 * The conditional update for one change of a request. The condition is the status and version that
 * were read, so of two people acting at once exactly one wins. When the history read is full, it is
 * written whole without its oldest entries (the version condition makes the read one still current).
 */
export function changeWrite(
  current: ChangedRequest & { history?: readonly HistoryEntry[] },
  change: RequestChange,
  now = new Date().toISOString(),
): { item: TransactItem; entry: HistoryEntry } {
  const entry: HistoryEntry = {
    at: now,
    by: change.by._id,
    byName: change.by.name,
    action: change.action,
    status: change.to,
    ...(change.note !== undefined ? { note: change.note } : {}),
  };
  const kept: ChangedRequest = { ...current };
  for (const field of change.remove ?? []) if (field === 'roomKeeperId') delete kept.roomKeeperId;
  const listEntries = keys.requestListEntries({ ...kept, ...change.set, requestStatus: change.to });
  const set: Record<string, unknown> = {
    ...change.set,
    ...listEntries,
    requestStatus: change.to,
    updatedAt: now,
    version: current.version + 1,
  };
  const remove: string[] = [...(change.remove ?? [])];
  if (!('gsi3pk' in listEntries)) remove.push('gsi3pk', 'gsi3sk');

  const names: Record<string, string> = {
    '#history': 'history',
    '#status': 'requestStatus',
    '#version': 'version',
  };
  const values: Record<string, unknown> = {
    ':entry': [entry],
    ':none': [],
    ':from': current.requestStatus,
    ':version': current.version,
  };
  const assignments = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([field, value], index) => {
      names[`#s${index}`] = field;
      values[`:s${index}`] = value;
      return `#s${index} = :s${index}`;
    });
  const dropped = (current.history?.length ?? 0) + 1 - historyLimit;
  if (current.history && dropped > 0) {
    delete values[':none'];
    delete values[':entry'];
    values[':history'] = [...current.history.slice(dropped), entry];
    values[':dropped'] = dropped;
    values[':zero'] = 0;
    names['#older'] = 'olderEntries';
    assignments.push('#history = :history', '#older = if_not_exists(#older, :zero) + :dropped');
  } else assignments.push('#history = list_append(if_not_exists(#history, :none), :entry)');
  const removals = remove.map((field, index) => {
    names[`#r${index}`] = field;
    return `#r${index}`;
  });
  return {
    entry,
    item: {
      Update: {
        TableName: tableName,
        Key: keys.request(current._id),
        UpdateExpression: `SET ${assignments.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
        ConditionExpression: '#status = :from AND #version = :version',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  };
}

/** The write of one change of a request, and the request as it will be once it lands. */
export function requestChange(
  current: CleanRequest,
  change: RequestChange,
  now = new Date().toISOString(),
): { item: TransactItem; next: CleanRequest } {
  const { item, entry } = changeWrite(current, change, now);
  const kept = { ...current };
  for (const field of change.remove ?? []) delete kept[field];
  // Through the mapper, so the answer lists its fields in the same order as every read does.
  const next = toCleanRequest({
    ...kept,
    ...change.set,
    requestStatus: change.to,
    updatedAt: now,
    version: current.version + 1,
    history: [...current.history, entry].slice(-historyLimit),
  });
  return { item, next };
}

/** Deletes a request on the same condition as a change (status and version read). */
export function requestDeletion(current: CleanRequest): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.request(current._id),
      ConditionExpression: '#status = :from AND #version = :version',
      ExpressionAttributeNames: { '#status': 'requestStatus', '#version': 'version' },
      ExpressionAttributeValues: { ':from': current.requestStatus, ':version': current.version },
    },
  };
}

/** Frees the request's date for the student. */
export function dateLockDeletion(request: Pick<CleanRequest, 'studentId' | 'date'>): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.dateLock(request.studentId, request.date) } };
}
