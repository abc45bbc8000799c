/** One BatchGetItem of up to 100 keys, as every data module reads a known set of items at once. */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';

import { busy } from '../../refusal';
import { db, tableName } from './client';
import type { Key } from './keys';

const maxUnprocessedRounds = 5;

/**
 * The items stored under `wanted` (up to 100 keys, DynamoDB's limit per BatchGet); keys with no item are
 * left out. Keys the store leaves unprocessed under load are asked for again a few times; past that the
 * caller gets a 503 and retries, rather than half an answer.
 */
export async function batchGet(
  wanted: readonly Key[],
  attributes?: readonly string[],
): Promise<Record<string, unknown>[]> {
  if (wanted.length > 100) throw new Error('A BatchGet reads at most 100 keys');
  if (wanted.length === 0) return [];
  const names = Object.fromEntries((attributes ?? []).map((name, i) => [`#a${i}`, name]));
  const items: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] | undefined = wanted.map((key) => ({ ...key }));
  for (let round = 0; pending && pending.length > 0; round++) {
    if (round === maxUnprocessedRounds) throw busy();
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
    const answer: BatchGetCommandOutput = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName]: {
            Keys: pending,
            ...(attributes
              ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }
              : {}),
          },
        },
      }),
    );
    items.push(...(answer.Responses?.[tableName] ?? []));
    pending = answer.UnprocessedKeys?.[tableName]?.Keys;
  }
  return items;
}
