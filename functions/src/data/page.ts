/**
 * One page of an index partition, with an opaque cursor. The cursor is the query's LastEvaluatedKey,
 * base64url-encoded; a cursor is only accepted for the partition that issued it, so a caller cannot
 * hand in a key that points into another user's or hostel's partition.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { messages } from '#shared/messages';

import { refuseField } from '../domain/refusal';
import { db, tableName } from './client';
import type { Partition } from './keys';

export const defaultPageSize = 25;

export interface PageQuery {
  partition: Partition;
  limit?: number | undefined;
  cursor?: string | undefined;
  /** Only sort keys that begin with this. */
  skPrefix?: string;
  newestFirst?: boolean;
}

export interface ItemPage {
  items: Record<string, unknown>[];
  cursor?: string;
}

const invalidCursor = () => refuseField('query.cursor', messages.fieldNotValid, 'input.badCursor');

function decodeCursor(cursor: string, query: PageQuery): Record<string, string> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { partition, skPrefix } = query;
  const allowed = new Set(['pk', 'sk', partition.pkAttribute, partition.skAttribute]);
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.entries(key).every(([name, value]) => allowed.has(name) && typeof value === 'string') &&
    (key as Record<string, string>)[partition.pkAttribute] === partition.pk &&
    typeof (key as Record<string, string>)[partition.skAttribute] === 'string' &&
    (skPrefix === undefined || (key as Record<string, string>)[partition.skAttribute]!.startsWith(skPrefix));
  if (!valid) throw invalidCursor();
  return key as Record<string, string>;
}

/** One Query of the partition: at most `limit` items, and a cursor when there may be more. */
export async function queryPage(query: PageQuery): Promise<ItemPage> {
  const { partition, skPrefix } = query;
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: partition.index,
      KeyConditionExpression:
        skPrefix === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: {
        '#pk': partition.pkAttribute,
        ...(skPrefix === undefined ? {} : { '#sk': partition.skAttribute }),
      },
      ExpressionAttributeValues: {
        ':pk': partition.pk,
        ...(skPrefix === undefined ? {} : { ':prefix': skPrefix }),
      },
      Limit: query.limit ?? defaultPageSize,
      ScanIndexForward: !query.newestFirst,
      ...(query.cursor ? { ExclusiveStartKey: decodeCursor(query.cursor, query) } : {}),
    }),
  );
  return {
    items: page.Items ?? [],
    ...(page.LastEvaluatedKey
      ? { cursor: Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') }
      : {}),
  };
}

/** Every item of a partition, page by page (for bounded partitions, such as one user's open requests). */
export async function queryAll(
  partition: Partition,
  attributes: readonly string[],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: partition.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': partition.pkAttribute, ...names },
        ExpressionAttributeValues: { ':pk': partition.pk },
        ProjectionExpression: Object.keys(names).join(', '),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
