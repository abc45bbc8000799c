/**
 * A roomkeeper's days off: the flag `off` on their `DAY#<date>` load item (`read-models/keeper-load.ts`), so that the
 * one BatchGet of the allot dialog and of the bulk allot plan sees it with the day's counters.
 */
import { stampBump } from './notifications';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryAll } from './store/page';
import { transact, TransactionConditionFailed } from './store/transact';

/**
 * Marks or clears `date` as a day off of a live roomkeeper of the hostel, checked in the same transaction;
 * false when there is no such keeper. The hostel's change stamp moves with it, so the admin's open pages
 * see the keeper's new day on their next poll.
 */
export async function setDayOff(
  hostelId: string,
  keeperId: string,
  date: string,
  off: boolean,
): Promise<boolean> {
  try {
    await transact([
      {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.user(keeperId),
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #role = :keeper AND hostelId = :hostel',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':keeper': 'roomkeeper', ':hostel': hostelId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.keeperDay(keeperId, date),
          UpdateExpression: off ? 'SET entity = :entity, #off = :off' : 'SET entity = :entity REMOVE #off',
          ExpressionAttributeNames: { '#off': 'off' },
          ExpressionAttributeValues: { ':entity': 'KeeperLoad', ...(off ? { ':off': true } : {}) },
        },
      },
      stampBump(hostelId),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/**
 * The keeper's days off from `from` to `to` (inclusive), earliest first: one Query of their load items in
 * that range, which holds at most one day item per date (and a week item per week).
 */
export async function daysOffBetween(keeperId: string, from: string, to: string): Promise<string[]> {
  const items = await queryAll(keys.keeperLoads(keeperId), {
    range: { from: `${keys.keeperDayPrefix}${from}`, to: `${keys.keeperDayPrefix}${to}` },
    attributes: ['sk', 'off'],
  });
  return items
    .filter((item) => item.off === true)
    .map((item) => String(item.sk).slice(keys.keeperDayPrefix.length));
}
