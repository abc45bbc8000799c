/**
 * A registration that holds an email and gives way to a new account with it in one transaction: one not
 * confirmed yet (a stranger may have typed someone else's address) or one waiting for approval. An admin
 * adding the email's owner, or the same address registering again, ends it — so a registration nobody
 * confirmed can never keep anyone out.
 */
import { addToHostel, mustExist } from './counters';
import { moveOutWrites } from './residents';
import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';
import { statusIsStill } from './user-status';
import type { UserRecord } from './users';

/**
 * The writes that end the registration `replaced` as `next` takes its email (the email item itself is
 * overwritten by `next`'s): the account ends as a declined one does, on the condition that its status is
 * still the one read, and a waiting one leaves the `awaiting` counter — merged into `counted` when it is
 * `next`'s own hostel, whose counter item the transaction already writes.
 */
export function endedRegistration(
  replaced: UserRecord,
  next: UserRecord,
): { writes: TransactItem[]; counted: Partial<Record<'awaiting', number>> } {
  const status = statusIsStill(replaced);
  const end: TransactItem = {
    Update: {
      TableName: tableName,
      Key: keys.user(replaced._id),
      ConditionExpression: `attribute_not_exists(deletedAt) AND ${status.expression}`,
      UpdateExpression: 'SET deletedAt = :now ADD tokenVersion :one REMOVE gsi2pk, gsi2sk',
      ExpressionAttributeNames: status.names,
      ExpressionAttributeValues: { ...status.values, ':now': next.createdAt, ':one': 1 },
    },
  };
  // Its bed is freed (issue 30); the new account taking the same room keeps the room's count as it is.
  const bed = moveOutWrites(replaced.hostelId, replaced, replaced.roomId === next.roomId);
  if (replaced.status !== 'awaiting') return { writes: [end, ...bed], counted: {} };
  if (replaced.hostelId === next.hostelId) return { writes: [end, ...bed], counted: { awaiting: -1 } };
  return {
    writes: [end, ...bed, addToHostel(replaced.hostelId, { awaiting: -1 }, mustExist)],
    counted: {},
  };
}
