/**
 * What an admin does to the users of their hostel (list, remove) and what a user changes of their own
 * profile. Removal releases the user's open requests in the same transactions that end the account, so
 * that every request index and counter stays exact.
 */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { HistoryEntry, RejectReason } from '#shared/domain';
import type { ManagedRoomkeeper, ManagedStudent } from '#shared/schemas/user';
import type { RequestStatus } from '#shared/status';

import { db, tableName } from './client';
import { keys } from './keys';
import { queryAll, queryPage } from './page';
import { isConditionFailure, transact, TransactionConditionFailed } from './transact';
import { hostelCounterOf, toUserRecord, type UserRecord } from './users';

export type ManagedRole = 'student' | 'roomkeeper';

type TransactItems = Parameters<typeof transact>[0];

export interface UserListQuery {
  hostelId: string;
  role: ManagedRole;
  search?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * One page of a hostel's students or roomkeepers, by name. The search is a case-insensitive prefix of
 * the name: the list partition's sort key is the lower-cased name, so a prefix is a key condition and
 * costs one Query of just the matching users, where a "contains" match would need a Scan or a filter
 * that reads the whole partition.
 */
export async function listHostelUsers(
  query: UserListQuery,
): Promise<{ items: (ManagedStudent | ManagedRoomkeeper)[]; cursor?: string }> {
  const prefix = query.search?.trim().toLowerCase();
  const page = await queryPage({
    partition: keys.usersOfHostel(query.hostelId, query.role),
    limit: query.limit,
    cursor: query.cursor,
    ...(prefix ? { skPrefix: prefix } : {}),
  });
  const users = page.items.map(toUserRecord);
  return {
    items: users.map(query.role === 'student' ? toManagedStudent : toManagedRoomkeeper),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

function toManagedStudent(user: UserRecord): ManagedStudent {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    ...(user.room !== undefined ? { room: user.room } : {}),
    ...(user.floor !== undefined ? { floor: user.floor } : {}),
    ...(user.profileimg ? { profileimg: user.profileimg } : {}),
  };
}

function toManagedRoomkeeper(user: UserRecord): ManagedRoomkeeper {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    ratingAverage: user.ratingCount > 0 ? Math.round((user.ratingSum / user.ratingCount) * 100) / 100 : null,
    ratingCount: user.ratingCount,
    completed: user.completed,
  };
}

/** Stored users by id, removed ones included (a removal that is repeated must find what it did). */
export async function getStoredUsers(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const found = new Map<string, UserRecord>();
  let pending: Record<string, unknown>[] = [...new Set(ids)].map((id) => ({ ...keys.user(id) }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    if (attempt > 5) throw new Error('Users could not be read: the store keeps deferring keys');
    const { Responses, UnprocessedKeys } = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
    );
    for (const item of Responses?.[tableName] ?? []) found.set(String(item._id), toUserRecord(item));
    pending = UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return found;
}

export const keeperRemovedMessage = 'Roomkeeper removed from the hostel';
export const studentRemovedMessage = 'Student removed from the hostel';

/** The fields of an open request that its release reads. */
interface OpenRequest {
  _id: string;
  studentId: string;
  hostelId: string;
  roomKeeperId?: string;
  requestStatus: RequestStatus;
  date: string;
  time: string;
  version: number;
}

const openRequestAttributes = [
  '_id',
  'studentId',
  'hostelId',
  'roomKeeperId',
  'requestStatus',
  'date',
  'time',
  'version',
] as const;

function toOpenRequest(item: Record<string, unknown>): OpenRequest {
  return {
    _id: String(item._id),
    studentId: String(item.studentId),
    hostelId: String(item.hostelId),
    ...(typeof item.roomKeeperId === 'string' ? { roomKeeperId: item.roomKeeperId } : {}),
    requestStatus: item.requestStatus as RequestStatus,
    date: String(item.date),
    time: String(item.time),
    version: Number(item.version),
  };
}

/** A keeper's Scheduled requests; a student's Pending and Scheduled ones. */
async function openRequestsOf(user: UserRecord): Promise<OpenRequest[]> {
  const partitions =
    user.role === 'roomkeeper'
      ? [keys.keeperRequests(user._id, 'Scheduled')]
      : [keys.studentRequests(user._id, 'Pending'), keys.studentRequests(user._id, 'Scheduled')];
  const pages = await Promise.all(partitions.map((partition) => queryAll(partition, openRequestAttributes)));
  return pages.flat().map(toOpenRequest);
}

type CounterDeltas = Map<string, { openRequests: number; scheduled: number }>;

function addDelta(
  deltas: CounterDeltas,
  userId: string,
  change: { openRequests?: number; scheduled?: number },
) {
  const current = deltas.get(userId) ?? { openRequests: 0, scheduled: 0 };
  current.openRequests += change.openRequests ?? 0;
  current.scheduled += change.scheduled ?? 0;
  deltas.set(userId, current);
}

interface Actor {
  _id: string;
  name: string;
}

/**
 * The write that releases one open request of a removed user, and the counter changes it makes. A
 * keeper's Scheduled request goes back to Pending without a keeper; a student's open request becomes
 * Rejected (final) and frees its date. Conditional on the status and version read.
 */
function releaseWrite(
  request: OpenRequest,
  removed: UserRecord,
  admin: Actor,
  now: string,
  deltas: CounterDeltas,
) {
  const byKeeperRemoval = removed.role === 'roomkeeper';
  const status: RequestStatus = byKeeperRemoval ? 'Pending' : 'Rejected';
  const reason: RejectReason = byKeeperRemoval
    ? { name: removed.name, message: keeperRemovedMessage }
    : { name: admin.name, message: studentRemovedMessage };
  const entry: HistoryEntry = {
    at: now,
    by: admin._id,
    byName: admin.name,
    action: byKeeperRemoval ? 'release' : 'reject',
    status,
    note: reason.message,
  };
  const entries = keys.requestListEntries({
    ...request,
    requestStatus: status,
    roomKeeperId: byKeeperRemoval ? undefined : request.roomKeeperId,
  });
  const names: Record<string, string> = { '#status': 'requestStatus' };
  const values: Record<string, unknown> = {
    ':status': status,
    ':from': request.requestStatus,
    ':version': request.version,
    ':next': request.version + 1,
    ':reason': reason,
    ':now': now,
    ':entry': [entry],
  };
  const sets = Object.entries(entries).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    return `#${name} = :${name}`;
  });
  const update = {
    Update: {
      TableName: tableName,
      Key: keys.request(request._id),
      ConditionExpression: '#status = :from AND version = :version',
      UpdateExpression:
        `SET #status = :status, rejectReason = :reason, updatedAt = :now, version = :next, ` +
        `history = list_append(history, :entry), ${sets.join(', ')}` +
        (byKeeperRemoval ? ' REMOVE roomkeeper, roomKeeperId, gsi3pk, gsi3sk' : ''),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };

  const scheduled = request.requestStatus === 'Scheduled';
  if (byKeeperRemoval) {
    addDelta(deltas, request.studentId, { scheduled: -1 });
    addDelta(deltas, removed._id, { scheduled: -1 });
    return [update];
  }
  addDelta(deltas, removed._id, { openRequests: -1, scheduled: scheduled ? -1 : 0 });
  if (scheduled && request.roomKeeperId) addDelta(deltas, request.roomKeeperId, { scheduled: -1 });
  return [update, { Delete: { TableName: tableName, Key: keys.dateLock(request.studentId, request.date) } }];
}

/** Counter changes of the other users a release touches (students of a keeper, keepers of a student). */
function otherCounterWrites(deltas: CounterDeltas, removedId: string) {
  return [...deltas.entries()]
    .filter(([userId]) => userId !== removedId)
    .map(([userId, delta]) => ({
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'ADD openRequests :open, scheduled :scheduled',
        ExpressionAttributeValues: { ':open': delta.openRequests, ':scheduled': delta.scheduled },
      },
    }));
}

/** Requests released per transaction: with their counters this stays well under the 100-action limit. */
const releaseChunk = 30;

/**
 * Releases the user's open requests and ends the account, in as few transactions as the requests
 * allow. The last one soft-deletes the user (sessions end through the token version, the email may be
 * invited again, the user leaves the hostel's list, the hostel counter drops) on the condition that the
 * user's open-request counter equals what was released — so a request allotted or created meanwhile
 * cancels it instead of being left behind. Earlier chunks each leave a consistent state, so a retry
 * simply continues.
 */
async function removeOnce(removed: UserRecord, admin: Actor): Promise<void> {
  const requests = await openRequestsOf(removed);
  const chunks: OpenRequest[][] = [];
  for (let i = 0; i < requests.length; i += releaseChunk) chunks.push(requests.slice(i, i + releaseChunk));
  if (chunks.length === 0) chunks.push([]);
  const counter = removed.role === 'roomkeeper' ? 'scheduled' : 'openRequests';

  for (const [index, chunk] of chunks.entries()) {
    const now = new Date().toISOString();
    const deltas: CounterDeltas = new Map([[removed._id, { openRequests: 0, scheduled: 0 }]]);
    const items: TransactItems = chunk.flatMap((request) =>
      releaseWrite(request, removed, admin, now, deltas),
    );
    items.push(...otherCounterWrites(deltas, removed._id));
    const own = deltas.get(removed._id) ?? { openRequests: 0, scheduled: 0 };
    const last = index === chunks.length - 1;
    if (!last) {
      items.push({
        Update: {
          TableName: tableName,
          Key: keys.user(removed._id),
          ConditionExpression: 'attribute_not_exists(deletedAt)',
          UpdateExpression: 'ADD openRequests :open, scheduled :scheduled',
          ExpressionAttributeValues: { ':open': own.openRequests, ':scheduled': own.scheduled },
        },
      });
      await transact(items);
      continue;
    }
    const hostelCounter = hostelCounterOf(removed.role) as string;
    items.push(
      {
        Update: {
          TableName: tableName,
          Key: keys.user(removed._id),
          ConditionExpression: `attribute_not_exists(deletedAt) AND #counter = :expected`,
          UpdateExpression:
            'SET deletedAt = :now ADD tokenVersion :one, openRequests :open, scheduled :scheduled ' +
            'REMOVE gsi2pk, gsi2sk',
          ExpressionAttributeNames: { '#counter': counter },
          ExpressionAttributeValues: {
            ':now': now,
            ':one': 1,
            ':open': own.openRequests,
            ':scheduled': own.scheduled,
            ':expected': chunk.length,
          },
        },
      },
      { Delete: { TableName: tableName, Key: keys.email(removed.role, removed.email) } },
      {
        Update: {
          TableName: tableName,
          Key: keys.hostel(removed.hostelId),
          UpdateExpression: 'ADD #counter :minus',
          ExpressionAttributeNames: { '#counter': hostelCounter },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    );
    await transact(items);
  }
}

/** Thrown when a user kept changing while being removed; nothing is left half-done. */
export class RemovalConflict extends Error {
  constructor(readonly userId: string) {
    super(`User ${userId} changed while being removed`);
    this.name = 'RemovalConflict';
  }
}

const maxRemovalAttempts = 3;

/**
 * Removes one student or roomkeeper (already checked to be of the admin's hostel). A condition that
 * fails means a request or the user changed since it was read: read again and retry a few times.
 */
export async function removeUser(userId: string, admin: Actor): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const removed = (await getStoredUsers([userId])).get(userId);
    if (!removed || removed.deletedAt) return;
    try {
      await removeOnce(removed, admin);
      return;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (attempt >= maxRemovalAttempts) throw new RemovalConflict(userId);
    }
  }
}

export interface ProfileChanges {
  name?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  occupation?: string | undefined;
  phone?: string | undefined;
  room?: string | undefined;
  floor?: string | undefined;
  /** A data URL already checked by content; null removes the image. */
  profileimg?: string | null | undefined;
}

/**
 * Applies profile changes to a live user and answers the stored result. A new name also moves the
 * user within the hostel's list, which is sorted by the lower-cased name.
 */
export async function updateProfile(
  user: UserRecord,
  changes: ProfileChanges,
): Promise<UserRecord | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const set = (attribute: string, value: unknown) => {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    sets.push(`#${attribute} = :${attribute}`);
  };
  for (const field of ['name', 'firstname', 'lastname', 'occupation', 'phone', 'room', 'floor'] as const) {
    const value = changes[field];
    if (value !== undefined) set(field, value);
  }
  if (changes.profileimg === null) {
    names['#profileimg'] = 'profileimg';
    removes.push('#profileimg');
  } else if (changes.profileimg !== undefined) {
    set('profileimg', changes.profileimg);
  }
  if (changes.name !== undefined) {
    const entry = keys.userListEntry(user.hostelId, user.role, changes.name, user._id);
    set('gsi2pk', entry.gsi2pk);
    set('gsi2sk', entry.gsi2sk);
  }
  set('updatedAt', new Date().toISOString());
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(user._id),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toUserRecord(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
