/** A request as its timeline reads it: the stored item and how many history entries were dropped. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest } from '#shared/domain';

import { db, tableName } from './client';
import { keys } from './keys';
import { toCleanRequest } from './requests';

export async function getRequestWithHistory(
  requestId: string,
): Promise<{ request: CleanRequest; olderEntries: number } | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.request(requestId) }));
  return Item ? { request: toCleanRequest(Item), olderEntries: Number(Item.olderEntries ?? 0) } : undefined;
}
