/**
 * Request lists, each one Query on an index partition `<scope>#<id>#<status>` sorted by
 * `<date>#<time>#<id>`: never a Scan, never a count of rows, and a page costs the same whatever the
 * size of the table.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest } from '#shared/domain';
import { type RequestStatus, requestStatuses } from '#shared/status';

import { db, tableName } from './client';
import type { Partition } from './keys';
import { type RequestCursor } from './request-cursor';
import { toCleanRequest } from './requests';

/** Sorts after every character of a `<date>#<time>#<id>` key, to end a range at a whole date. */
const endOfDate = '#~';

interface QueryOptions {
  limit: number;
  /** Oldest date first when true, newest first otherwise. */
  ascending: boolean;
  startKey?: Record<string, string> | undefined;
  /** Inclusive date range on the sort key ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
}

interface QueryPage {
  items: CleanRequest[];
  lastKey?: Record<string, string>;
}

export async function queryRequests(partition: Partition, options: QueryOptions): Promise<QueryPage> {
  const range =
    options.from && options.to
      ? ' AND #sk BETWEEN :from AND :to'
      : options.from
        ? ' AND #sk >= :from'
        : options.to
          ? ' AND #sk <= :to'
          : '';
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: partition.index,
      KeyConditionExpression: `#pk = :pk${range}`,
      ExpressionAttributeNames: {
        '#pk': partition.pkAttribute,
        ...(range ? { '#sk': partition.skAttribute } : {}),
      },
      ExpressionAttributeValues: {
        ':pk': partition.pk,
        ...(options.from ? { ':from': options.from } : {}),
        ...(options.to ? { ':to': `${options.to}${endOfDate}` } : {}),
      },
      ScanIndexForward: options.ascending,
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return {
    items: (answer.Items ?? []).map(toCleanRequest),
    ...(answer.LastEvaluatedKey ? { lastKey: answer.LastEvaluatedKey as Record<string, string> } : {}),
  };
}

export interface RequestPage {
  items: CleanRequest[];
  /** Where the next page starts; absent on the last page. */
  next?: RequestCursor;
}

/** One page of a single status partition, oldest first (the dashboards' lists). */
export async function statusPage(
  partitionOf: (status: RequestStatus) => Partition,
  status: RequestStatus,
  limit: number,
  cursor?: RequestCursor,
): Promise<RequestPage> {
  const page = await queryRequests(partitionOf(status), { limit, ascending: true, startKey: cursor?.key });
  return { items: page.items, ...(page.lastKey ? { next: { status, key: page.lastKey } } : {}) };
}

export interface HistoryQuery {
  status?: RequestStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: RequestCursor | undefined;
}

/**
 * A page of a scope's requests, newest first within each status. With a status it is that partition
 * only; without, the statuses are walked in a fixed order and the cursor says which one the next page
 * starts in, so a page costs at most one Query per status.
 */
export async function historyPage(
  partitionOf: (status: RequestStatus) => Partition,
  query: HistoryQuery,
): Promise<RequestPage> {
  const order: readonly RequestStatus[] = query.status ? [query.status] : requestStatuses;
  const items: CleanRequest[] = [];
  let index = query.cursor ? order.indexOf(query.cursor.status) : 0;
  let startKey = query.cursor?.key;
  while (index < order.length) {
    const status = order[index] as RequestStatus;
    const page = await queryRequests(partitionOf(status), {
      limit: query.limit - items.length,
      ascending: false,
      startKey,
      from: query.from,
      to: query.to,
    });
    items.push(...page.items);
    if (page.lastKey) return { items, next: { status, key: page.lastKey } };
    index += 1;
    startKey = undefined;
    if (items.length >= query.limit) break;
  }
  const nextStatus = order[index];
  return { items, ...(nextStatus ? { next: { status: nextStatus } } : {}) };
}

/** A roomkeeper's Scheduled requests on one date, by time. A day's schedule is small; every page is read. */
export async function keeperDay(partition: Partition, date: string): Promise<CleanRequest[]> {
  const requests: CleanRequest[] = [];
  let startKey: Record<string, string> | undefined;
  do {
    const page = await queryRequests(partition, {
      limit: 100,
      ascending: true,
      startKey,
      from: date,
      to: date,
    });
    requests.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return requests;
}
