/**
 * Self-registrations awaiting the admin's approval: the hostel's waiting list (partition
 * `HOSTEL#<id>#AWAITING`, oldest first) and the writes that approve or decline them. Each set of writes
 * moves the hostel's `awaiting` (and on approval `students`) counter in the same transaction.
 */
import { addToHostel, mustExist } from './counters';
import { moveOutWrites, residentCountChanges } from './residents';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { type ItemPage, queryPage } from './store/page';
import type { TransactItem } from './store/transact';
import { statusIsStill } from './user-status';
import { toUserRecord, type UserRecord } from './users';

/** One page of the hostel's students awaiting approval, oldest registration first. */
export async function waitingPage(query: {
  hostelId: string;
  cursor?: string | undefined;
  limit?: number | undefined;
}): Promise<Omit<ItemPage, 'items'> & { items: UserRecord[] }> {
  const page = await queryPage(keys.waitingOfHostel(query.hostelId), {
    list: 'listRegistrations',
    limit: query.limit,
    cursor: query.cursor,
  });
  return { ...page, items: page.items.map(toUserRecord) };
}

/**
 * Makes waiting students of one hostel active students: each leaves the waiting list for the hostel's
 * student list (sorted by the name read, so the write also holds only while the name is unchanged) and
 * moves from the hostel's `awaiting` counter to `students`.
 */
export function approvalWrites(
  hostelId: string,
  waiting: readonly UserRecord[],
  now: string,
): TransactItem[] {
  return [
    ...waiting.map((user): TransactItem => {
      const status = statusIsStill(user);
      const entry = keys.userListEntry(hostelId, user.role, user.name, user._id);
      return {
        Update: {
          TableName: tableName,
          Key: keys.user(user._id),
          ConditionExpression: `attribute_not_exists(deletedAt) AND #name = :name AND ${status.expression}`,
          UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk, approvedAt = :now REMOVE #status',
          ExpressionAttributeNames: { ...status.names, '#name': 'name' },
          ExpressionAttributeValues: {
            ...status.values,
            ':name': user.name,
            ':pk': entry.gsi2pk,
            ':sk': entry.gsi2sk,
            ':now': now,
          },
        },
      };
    }),
    addToHostel(hostelId, { students: waiting.length, awaiting: -waiting.length }, mustExist),
  ];
}

/**
 * Ends waiting registrations of one hostel: each account is removed as a removed user is (its sessions end
 * through the token version, it leaves the list), its email is free again, and `awaiting` drops.
 */
export function declineWrites(hostelId: string, waiting: readonly UserRecord[], now: string): TransactItem[] {
  return [
    ...waiting.flatMap((user): TransactItem[] => {
      const status = statusIsStill(user);
      return [
        {
          Update: {
            TableName: tableName,
            Key: keys.user(user._id),
            ConditionExpression: `attribute_not_exists(deletedAt) AND ${status.expression}`,
            UpdateExpression: 'SET deletedAt = :now ADD tokenVersion :one REMOVE gsi2pk, gsi2sk',
            ExpressionAttributeNames: status.names,
            ExpressionAttributeValues: { ...status.values, ':now': now, ':one': 1 },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: keys.email(user.role, user.email),
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':id': user._id },
          },
        },
        // A declined registration frees the bed it picked (issue 30); rooms are counted once below.
        ...moveOutWrites(hostelId, user, true),
      ];
    }),
    ...residentCountChanges(hostelId, waiting),
    addToHostel(hostelId, { awaiting: -waiting.length }, mustExist),
  ];
}
