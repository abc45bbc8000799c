/**
 * What Done reads of its hostel (issue 32), apart from `photo-settings.ts` so that the settings routes do
 * not carry the stats read model it takes the time zone rule from.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { inspectOneInOf } from './inspection-sampling';
import { zoneOf } from './read-models/stats';
import { db, tableName } from './store/client';
import { keys } from './store/keys';

export interface CompletionSettings {
  timeZone: string;
  photoRequired: boolean;
  inspectOneIn: number | null;
}

/**
 * What Done reads of its hostel in one key read: the clock it is checked on, whether a photo is needed,
 * and the share of cleans picked for inspection.
 */
export async function completionSettings(hostelId: string): Promise<CompletionSettings> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ProjectionExpression: '#zone, photoRequired, inspectOneIn',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
    }),
  );
  return {
    timeZone: zoneOf(Item),
    photoRequired: Item?.photoRequired === true,
    inspectOneIn: inspectOneInOf(Item),
  };
}
