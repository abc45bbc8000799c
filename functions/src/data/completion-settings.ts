/**
 * What Done reads of its hostel (issue 32), apart from `photo-settings.ts` so that the settings routes do
 * not carry the stats read model it takes the time zone rule from.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { zoneOf } from './read-models/stats';
import { db, tableName } from './store/client';
import { keys } from './store/keys';

/** What Done reads of its hostel in one key read: the clock it is checked on, and whether a photo is needed. */
export async function completionSettings(
  hostelId: string,
): Promise<{ timeZone: string; photoRequired: boolean }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ProjectionExpression: '#zone, photoRequired',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
    }),
  );
  return { timeZone: zoneOf(Item), photoRequired: Item?.photoRequired === true };
}
