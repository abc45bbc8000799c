/**
 * Queries of one index partition: one page, with the opaque cursor of `cursor.ts`, or every page of a
 * bounded partition. Lists are always a Query of one partition, never a Scan.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from './client';
import { badCursor, isStartKeyOf, openCursor, partitionScope, sealCursor, type StartKey } from './cursor';
import type { Partition } from './keys';

export const defaultPageSize = 25;

/** Which sort keys: those that begin with `prefix`, or those from `from` to `to` (both inclusive). */
export interface SortRange {
  prefix?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface QueryOptions {
  range?: SortRange;
  limit?: number | undefined;
  newestFirst?: boolean;
  startKey?: StartKey | undefined;
  /** The attributes to read; every one when absent. */
  attributes?: readonly string[];
  /** Leaves out removed users, whose items keep a `deletedAt`. */
  liveOnly?: boolean;
}

export interface RawPage {
  items: Record<string, unknown>[];
  /** Where the next page starts; absent on the last page. */
  lastKey?: StartKey;
}

function sortCondition({ prefix, from, to }: SortRange): string {
  if (prefix !== undefined) return ' AND begins_with(#sk, :prefix)';
  if (from && to) return ' AND #sk BETWEEN :from AND :to';
  if (from) return ' AND #sk >= :from';
  if (to) return ' AND #sk <= :to';
  return '';
}

/** One Query of the partition: at most `limit` items, and the key to go on from when there may be more. */
export async function queryOnce(partition: Partition, options: QueryOptions = {}): Promise<RawPage> {
  const range = options.range ?? {};
  const sort = sortCondition(range);
  const projection = Object.fromEntries((options.attributes ?? []).map((name, i) => [`#a${i}`, name]));
  const values: Record<string, unknown> = { ':pk': partition.pk };
  if (range.prefix !== undefined) values[':prefix'] = range.prefix;
  else {
    if (range.from) values[':from'] = range.from;
    if (range.to) values[':to'] = range.to;
  }
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: partition.index,
      KeyConditionExpression: `#pk = :pk${sort}`,
      ExpressionAttributeNames: {
        '#pk': partition.pkAttribute,
        ...(sort ? { '#sk': partition.skAttribute } : {}),
        ...projection,
      },
      ExpressionAttributeValues: values,
      ...(options.attributes ? { ProjectionExpression: Object.keys(projection).join(', ') } : {}),
      ...(options.liveOnly ? { FilterExpression: 'attribute_not_exists(deletedAt)' } : {}),
      ...(options.limit === undefined ? {} : { Limit: options.limit }),
      ScanIndexForward: !options.newestFirst,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return {
    items: answer.Items ?? [],
    ...(answer.LastEvaluatedKey ? { lastKey: answer.LastEvaluatedKey as StartKey } : {}),
  };
}

/** Every item of a partition, page by page (for bounded partitions, such as one user's open requests). */
export async function queryAll(
  partition: Partition,
  options: Omit<QueryOptions, 'startKey'> = {},
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: StartKey | undefined;
  do {
    const page = await queryOnce(partition, { ...options, startKey });
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return items;
}

export interface PageQuery {
  /** The list's name, which its cursors are bound to with the partition and the prefix. */
  list: string;
  limit?: number | undefined;
  /** A cursor this API handed out for the same list, partition and prefix; anything else is refused. */
  cursor?: string | undefined;
  /** Only sort keys that begin with this. */
  skPrefix?: string | undefined;
  newestFirst?: boolean;
}

export interface ItemPage {
  items: Record<string, unknown>[];
  cursor?: string;
}

/** One page of the partition and, when there may be more, the cursor of the next one. */
export async function queryPage(partition: Partition, query: PageQuery): Promise<ItemPage> {
  const binding = { list: query.list, scope: partitionScope(partition), filters: { prefix: query.skPrefix } };
  let startKey: StartKey | undefined;
  if (query.cursor) {
    const key = await openCursor(query.cursor, binding);
    if (!isStartKeyOf(key, partition, { skPrefix: query.skPrefix })) throw badCursor();
    startKey = key;
  }
  const page = await queryOnce(partition, {
    range: { prefix: query.skPrefix },
    limit: query.limit ?? defaultPageSize,
    newestFirst: query.newestFirst ?? false,
    startKey,
  });
  return { items: page.items, ...(page.lastKey ? { cursor: await sealCursor(page.lastKey, binding) } : {}) };
}
