/** Users: accounts and the counters the dashboards read; a user's own profile changes: profiles.ts. */
import { randomUUID } from 'node:crypto';

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { Hostel, Role } from '#shared/domain';
import type { Language } from '#shared/languages';
import { mailKindsFor, pushKindsFor } from '#shared/notification-kinds';

import { addToHostel, hostelCounterOf, mustExist, type UserCounters } from './counters';
import { profileImageWrite } from './profile-images';
import { endedRegistration } from './replaced-registration';
import { batchGet } from './store/batch-get';
import { db, tableName } from './store/client';
import { type Key, keys, pushKeys } from './store/keys';
import { transact, type TransactItem } from './store/transact';
import { toUserRecord, type UserRecord } from './user-record';
import { searchTokenWrites } from './user-search';
import { listEntryOf, statusIsStill } from './user-status';

export { toPublicUser, toUserRecord, type UserRecord } from './user-record';

export interface NewUser {
  role: Role;
  name: string;
  email: string;
  hostel: Hostel;
  phone?: string;
  room?: string;
  floor?: string;
  /** The room they live in (issue 30): its resident item is written by the caller's `more`. */
  roomId?: string;
  bed?: number;
  /** Absent for invited users, who set a password through the reset link. */
  passwordHash?: string;
  /** A self-registration the hostel's admin must approve: listed as waiting, counted in `awaiting`. */
  awaiting?: boolean;
  /** The language of their mail and site until they choose one (the first admin's, from `admin:create`). */
  language?: Language;
  /** A self-registration whose email is not confirmed yet: on no list, in no counter (`user-status.ts`). */
  unconfirmed?: boolean;
  /**
   * A registration that holds the email now and is ended in the same transaction (`registrations.ts`,
   * `endedRegistration`): one not confirmed, or waiting for approval.
   */
  replacing?: UserRecord;
}

/** The user a `NewUser` becomes, with a new id: counters at zero, the role's defaults. */
export function newUserRecord(input: NewUser): UserRecord {
  const [firstname = '', ...rest] = input.name.trim().split(/\s+/);
  return {
    _id: randomUUID(),
    name: input.name.trim(),
    firstname,
    lastname: rest.join(' '),
    occupation: input.role === 'student' ? 'Student' : input.role === 'roomkeeper' ? 'Roomkeeper' : 'Admin',
    email: input.email.toLowerCase(),
    phone: input.phone ?? '',
    role: input.role,
    hostel: input.hostel.name,
    hostelId: input.hostel.id,
    ...(input.room !== undefined ? { room: input.room } : {}),
    ...(input.floor !== undefined ? { floor: input.floor } : {}),
    ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
    ...(input.bed !== undefined ? { bed: input.bed } : {}),
    ...(input.passwordHash !== undefined ? { passwordHash: input.passwordHash } : {}),
    ...(input.awaiting ? { status: 'awaiting' as const } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.unconfirmed ? { status: 'unconfirmed' as const } : {}),
    mailKinds: mailKindsFor(input.role, undefined),
    pushKinds: pushKindsFor(input.role, undefined),
    tokenVersion: 1,
    createdAt: new Date().toISOString(),
    requests: 0,
    openRequests: 0,
    scheduled: 0,
    completed: 0,
    complaints: 0,
    ratingSum: 0,
    ratingCount: 0,
    unreadNotes: 0,
  };
}

/** The email uniqueness item of a new user (taken only if free, or held by the registration it replaces). */
export function newEmailWrite(record: UserRecord, replacing?: UserRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.email(record.role, record.email), entity: 'Email', userId: record._id },
      // The email moves from the registration this one replaces, in this same transaction.
      ConditionExpression: replacing
        ? 'attribute_not_exists(pk) OR userId = :replaced'
        : 'attribute_not_exists(pk)',
      ...(replacing ? { ExpressionAttributeValues: { ':replaced': replacing._id } } : {}),
    },
  };
}

/** The user item of a new user. */
export function newUserWrite(record: UserRecord): TransactItem {
  // The mailed kinds are the role's defaults until the user chooses: derived on read, not stored.
  const { mailKinds: _defaults, pushKinds: _pushDefaults, ...stored } = record;
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.user(record._id), ...listEntryOf(record), entity: 'User', ...stored },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Creates a user, its email uniqueness item and, for students and roomkeepers, raises the hostel's
 * counter, in one transaction. Its failed indexes: 0 email taken, 2 no such hostel; a failure past the
 * caller's `more` means the registration it replaces changed meanwhile (confirmed, approved or ended).
 */
export async function createUser(
  input: NewUser,
  /** More writes of the same transaction (the admins' notifications of a waiting registration). */
  more: (user: UserRecord) => TransactItem[] = () => [],
): Promise<UserRecord> {
  const record = newUserRecord(input);
  const counter = hostelCounterOf(record);
  const replaced = input.replacing;
  const ended = replaced ? endedRegistration(replaced, record) : { writes: [], counted: {} };
  await transact([
    newEmailWrite(record, replaced),
    newUserWrite(record),
    // An admin is not counted, but the hostel must exist all the same.
    counter || Object.keys(ended.counted).length > 0
      ? addToHostel(record.hostelId, { ...ended.counted, ...(counter ? { [counter]: 1 } : {}) }, mustExist)
      : {
          Update: {
            TableName: tableName,
            Key: keys.hostel(record.hostelId),
            ConditionExpression: 'attribute_exists(pk)',
            UpdateExpression: 'SET updatedAt = :now',
            ExpressionAttributeValues: { ':now': record.createdAt },
          },
        },
    ...more(record),
    ...ended.writes,
    // Unconditional, so last: every user is searchable from the start; a search shows only listed ones.
    ...searchTokenWrites(undefined, record),
  ]);
  return record;
}

/** A user by id, or undefined when there is none or it was removed. */
export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  // A person being erased (issue 34) signs in no more and their sessions end, as a removed one's.
  if (!Item || Item.deletedAt || Item.erasing) return undefined;
  return toUserRecord(Item);
}

/**
 * A user by id, as `getUser`, with one more item read in the same call (a BatchGetItem of the two): what
 * a route needs on every call beside its caller, such as the hostel's change stamp for the live poll.
 */
export async function getUserWith(
  userId: string,
  other: Key,
): Promise<{ user: UserRecord | undefined; other: Record<string, unknown> | undefined }> {
  const userKey = keys.user(userId);
  const items = await batchGet([userKey, other]);
  const found = (key: Key) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const item = found(userKey);
  return {
    user: item && !item.deletedAt && !item.erasing ? toUserRecord(item) : undefined,
    other: found(other),
  };
}

/** The live account for a role and email, or undefined. */
export async function findUserByEmail(role: Role, email: string): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.email(role, email) }));
  if (!Item) return undefined;
  const user = await getUser(String(Item.userId));
  return user?.role === role ? user : undefined;
}

/** Sets a new password hash and raises the token version, which ends every older session. */
export async function changePassword(userId: string, passwordHash: string): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :hash ADD tokenVersion :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.tokenVersion);
}

/** Upgrades a hash made with weaker parameters, without ending sessions. */
export async function rehashPassword(userId: string, passwordHash: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :hash',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash },
    }),
  );
}

/**
 * The writes that end an account: the user item is soft-deleted (sessions end through the token
 * version, it leaves the hostel's list, its picture goes) on the condition that `expected` still holds, its email may be
 * used again, and the hostel's counter drops. `released` is what its own counters move by.
 */
export function accountRemoval(
  user: UserRecord,
  change: {
    released: { openRequests: number; scheduled: number };
    expected: { counter: keyof UserCounters; value: number };
    now: string;
  },
): TransactItem[] {
  const hostelCounter = hostelCounterOf(user);
  const status = statusIsStill(user);
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(user._id),
        ConditionExpression: `attribute_not_exists(deletedAt) AND #counter = :expected AND ${status.expression}`,
        UpdateExpression:
          'SET deletedAt = :now ADD tokenVersion :one, openRequests :open, scheduled :scheduled ' +
          'REMOVE gsi2pk, gsi2sk, profileimg',
        ExpressionAttributeNames: { '#counter': change.expected.counter, ...status.names },
        ExpressionAttributeValues: {
          ...status.values,
          ':now': change.now,
          ':one': 1,
          ':open': change.released.openRequests,
          ':scheduled': change.released.scheduled,
          ':expected': change.expected.value,
        },
      },
    },
    { Delete: { TableName: tableName, Key: keys.email(user.role, user.email) } },
    ...(hostelCounter ? [addToHostel(user.hostelId, { [hostelCounter]: -1 })] : []),
    // Last, so that the indexes of the actions above stay as callers read them.
    profileImageWrite(user._id, null),
    ...searchTokenWrites(user, undefined),
    // Its devices get no more pushes (issue 33); a user without any deletes nothing.
    { Delete: { TableName: tableName, Key: pushKeys.devices(user._id) } },
  ];
}
