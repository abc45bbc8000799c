/**
 * Whether a roomkeeper is off on a date (the flag `days-off.ts` sets on their `DAY#<date>` load item): a
 * rescheduled request stays with its keeper only on a day they work (issue 28). Apart from `days-off.ts`
 * so that its function bundles no paging of the days-off list.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from './store/client';
import { keys } from './store/keys';

/** Whether the keeper marked `date` as a day off: one GetItem of their load item of that day. */
export async function isDayOff(keeperId: string, date: string): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.keeperDay(keeperId, date),
      ProjectionExpression: '#off',
      ExpressionAttributeNames: { '#off': 'off' },
    }),
  );
  return Item?.off === true;
}
