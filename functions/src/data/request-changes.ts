/**
 * The write items every change of a request's lifecycle is made of. A change is always one conditional
 * update on the current status and version that also rewrites the index attributes, so each index
 * partition `<scope>#<id>#<status>` lists exactly the requests in that status.
 */
import type { CleanRequest, HistoryEntry, RejectReason } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import { toCleanRequest } from './requests';
import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';
import { updateExpression } from './store/update-expression';

/** Who makes a change, as the history records it. */
export interface RequestActor {
  _id: string;
  name: string;
}

/** The fields a change may set besides the status. */
interface ChangedFields {
  /** Another date or time (a reschedule): the lists' sort keys follow. */
  date?: string;
  time?: string;
  roomkeeper?: string;
  roomKeeperId?: string;
  rejectReason?: RejectReason;
  startedAt?: string;
  timeIn?: string;
  timeOut?: string;
  /** The keeper who last turned the request back, and the date it was wanted for then (never answered). */
  turnedBackBy?: string;
  turnedBackFor?: string;
  /** Minutes the clean is planned to take, copied from its room type at allot (issue 30). */
  minutes?: number;
  /** The re-clean made of this Completed clean (issue 32): one at most. */
  recleanId?: string;
  /** Keys of the photos the keeper took on Done (issue 32; answered only by the timeline). */
  photos?: string[];
  /** Done picked the clean for inspection (issue 32); the inspection removes it. */
  inspectDue?: boolean;
}
type RemovableField = 'roomkeeper' | 'roomKeeperId' | 'rejectReason' | 'startedAt' | 'inspectDue';

export interface RequestChange {
  to: RequestStatus;
  set?: ChangedFields;
  remove?: readonly RemovableField[];
  by: RequestActor;
  action: HistoryEntry['action'];
  note?: string;
  /** When a keeper's phone took the action, if sent later: the history keeps it beside the arrival. */
  tappedAt?: string | undefined;
}

/** What a change reads of the stored request: enough to build its write. */
export type ChangedRequest = Pick<
  CleanRequest,
  | '_id'
  | 'studentId'
  | 'hostelId'
  | 'roomKeeperId'
  | 'requestStatus'
  | 'date'
  | 'time'
  | 'floor'
  | 'version'
  | 'minutes'
  | 'roomTypeId'
  | 'startedAt'
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
 * `next` is what a change reads of the request as it will be.
 */
export function changeWrite(
  current: ChangedRequest & { history?: readonly HistoryEntry[] },
  change: RequestChange,
  now = new Date().toISOString(),
): { item: TransactItem; entry: HistoryEntry; next: ChangedRequest } {
  const entry: HistoryEntry = {
    at: now,
    by: change.by._id,
    byName: change.by.name,
    action: change.action,
    status: change.to,
    ...(change.note !== undefined ? { note: change.note } : {}),
    ...(change.tappedAt !== undefined ? { tappedAt: change.tappedAt } : {}),
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

  const update = updateExpression();
  for (const [field, value] of Object.entries(set)) if (value !== undefined) update.set(field, value);
  for (const field of remove) update.remove(field);
  const names: Record<string, string> = {
    ...update.names,
    '#history': 'history',
    '#status': 'requestStatus',
    '#version': 'version',
  };
  const values: Record<string, unknown> = {
    ...update.values,
    ':entry': [entry],
    ':none': [],
    ':from': current.requestStatus,
    ':version': current.version,
  };
  const dropped = (current.history?.length ?? 0) + 1 - historyLimit;
  if (current.history && dropped > 0) {
    delete values[':none'];
    delete values[':entry'];
    values[':history'] = [...current.history.slice(dropped), entry];
    values[':dropped'] = dropped;
    values[':zero'] = 0;
    names['#older'] = 'olderEntries';
    update.assign('#history = :history');
    update.assign('#older = if_not_exists(#older, :zero) + :dropped');
  } else update.assign('#history = list_append(if_not_exists(#history, :none), :entry)');
  const next: ChangedRequest = {
    ...kept,
    ...(change.set?.roomKeeperId !== undefined ? { roomKeeperId: change.set.roomKeeperId } : {}),
    ...(change.set?.date !== undefined ? { date: change.set.date } : {}),
    ...(change.set?.time !== undefined ? { time: change.set.time } : {}),
    requestStatus: change.to,
    version: current.version + 1,
  };
  return {
    entry,
    next,
    item: {
      Update: {
        TableName: tableName,
        Key: keys.request(current._id),
        UpdateExpression: update.expression(),
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
