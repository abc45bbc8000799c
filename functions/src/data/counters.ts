/**
 * The counters kept on user and hostel items, which the dashboards read instead of counting rows. A
 * counter only moves by `ADD`, inside the same transaction as the change it counts.
 */
import type { Role } from '#shared/domain';

import { tableName } from './store/client';
import { type Key, keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** Counters kept on the user item. */
export interface UserCounters {
  /** student: requests created (all time) */
  requests: number;
  /** student: Pending + Scheduled now (the open-request limit) */
  openRequests: number;
  /** student: Scheduled now; roomkeeper: Scheduled to them now */
  scheduled: number;
  /** student: own Completed; roomkeeper: Completed by them */
  completed: number;
  /** roomkeeper: complaints about their cleanings */
  complaints: number;
  /** roomkeeper: sum and number of ratings, for the average */
  ratingSum: number;
  ratingCount: number;
  /** Unread notifications (`data/notifications.ts`). */
  unreadNotes: number;
}

export const userCounterNames: readonly (keyof UserCounters)[] = [
  'requests',
  'openRequests',
  'scheduled',
  'completed',
  'complaints',
  'ratingSum',
  'ratingCount',
  'unreadNotes',
];

/** Counters kept on the hostel item. */
export interface HostelCounters {
  /** Active students; one awaiting approval is counted in `awaiting` instead until approved. */
  students: number;
  roomkeepers: number;
  /** Self-registered students awaiting the admin's approval. */
  awaiting: number;
  /** Completed cleanings of the hostel. */
  completed: number;
}

/**
 * The hostel counter a user is counted in: by role, except a self-registered student awaiting approval,
 * who is counted in `awaiting` until approved; admins are not counted.
 */
export const hostelCounterOf = (user: {
  role: Role;
  status?: 'awaiting' | 'unconfirmed' | undefined;
}): 'students' | 'roomkeepers' | 'awaiting' | undefined => {
  // An unconfirmed registration is counted nowhere until its email is confirmed.
  if (user.status === 'unconfirmed') return undefined;
  if (user.status === 'awaiting') return 'awaiting';
  return user.role === 'student' ? 'students' : user.role === 'roomkeeper' ? 'roomkeepers' : undefined;
};

/** A condition the counted item must meet for the whole transaction to go through. */
export interface Condition {
  expression: string;
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

function add(key: Key, deltas: Record<string, number | undefined>, condition?: Condition): TransactItem {
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const parts = Object.entries(deltas)
    .filter((entry): entry is [string, number] => entry[1] !== undefined)
    .map(([counter, delta], index) => {
      names[`#c${index}`] = counter;
      values[`:c${index}`] = delta;
      return `#c${index} :c${index}`;
    });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ...(condition ? { ConditionExpression: condition.expression } : {}),
    },
  };
}

/** Moves a user's counters by the given amounts (negative to lower them). */
export const addToUser = (userId: string, deltas: Partial<UserCounters>, condition?: Condition) =>
  add(keys.user(userId), deltas, condition);

/** Moves a hostel's counters by the given amounts (negative to lower them). */
export const addToHostel = (hostelId: string, deltas: Partial<HostelCounters>, condition?: Condition) =>
  add(keys.hostel(hostelId), deltas, condition);

/** The counted item is there: a counter of an unknown user or hostel must not spring into being. */
export const mustExist: Condition = { expression: 'attribute_exists(pk)' };

/** The user has not been removed (meanwhile). */
export const notRemoved: Condition = { expression: 'attribute_not_exists(deletedAt)' };

/** The user is still a live roomkeeper of the hostel: one is allotted a request only while they are. */
export const liveRoomkeeperOf = (hostelId: string): Condition => ({
  expression:
    'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #role = :keeper AND hostelId = :hostel',
  names: { '#role': 'role' },
  values: { ':keeper': 'roomkeeper', ':hostel': hostelId },
});

/**
 * An item that holds counters only (a keeper's load, a day of analytics): each named counter moved by `ADD`
 * in one Update, the item made on its first move.
 */
export function counterItemUpdate(
  key: Key,
  entity: string,
  counters: readonly [string, number][],
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET entity = :entity ADD ${counters.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(counters.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': entity,
        ...Object.fromEntries(counters.map(([, by], i) => [`:c${i}`, by])),
      },
    },
  };
}
