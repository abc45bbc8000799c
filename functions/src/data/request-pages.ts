/**
 * Request lists, each one Query on an index partition `<scope>#<id>#<status>` sorted by
 * `<date>#<time>#<id>`: never a Scan, never a count of rows, and a page costs the same whatever the size
 * of the table. Their cursor (`store/cursor.ts`, signed for its list) holds `{ s: status, k?: key }`: the status
 * partition the next page starts in, and where in it.
 */
import type { CleanRequest, HistoryEntry, ListedRequest } from '#shared/domain';
import { type RequestStatus, requestStatuses } from '#shared/status';

import type { ChangedRequest } from './request-changes';
import { listedRequestAttributes, toListedRequest } from './requests';
import {
  badCursor,
  type CursorBinding,
  isStartKeyOf,
  openCursor,
  partitionScope,
  sealCursor,
  type StartKey,
} from './store/cursor';
import type { Partition } from './store/keys';
import { queryAll, queryOnce } from './store/page';

/** Where a request list's next page starts. */
export interface RequestCursor {
  status: RequestStatus;
  /** Where in that status partition; absent to start at its beginning. */
  key?: StartKey;
}

/** The requests of one scope (a student, a roomkeeper, a hostel), a partition per status. */
export type RequestScope = (status: RequestStatus) => Partition;

/** Sorts after every character of a `<date>#<time>#<id>` key, to end a range at a whole date. */
const endOfDate = '#~';

const requestPk = /^REQUEST#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isRequestKey = (pk: string, sk: string) => requestPk.test(pk) && sk === 'REQUEST';

/** One request list as its cursors are bound to it: which list, whose partitions, which filters. */
export interface RequestList {
  /** e.g. `listRequests`, `adminDashboard`: lists of one partition that page it differently. */
  list: string;
  scope: RequestScope;
  /** The one status listed, when the list has one. */
  status?: RequestStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const bindingOf = (list: RequestList): CursorBinding => ({
  list: list.list,
  scope: requestStatuses.map((status) => partitionScope(list.scope(status))).join(' '),
  filters: { status: list.status, from: list.from, to: list.to },
});

/** The cursor of the next page, good only for the same list, scope and filters. */
export const encodeRequestCursor = (cursor: RequestCursor, list: RequestList): Promise<string> =>
  sealCursor({ s: cursor.status, ...(cursor.key ? { k: cursor.key } : {}) }, bindingOf(list));

/**
 * A cursor query parameter, checked: refused when it is not one this API handed out for this list
 * (malformed, edited, another user's or hostel's, another status or date range, another list).
 */
export async function readRequestCursor(
  text: string | undefined,
  list: RequestList,
): Promise<RequestCursor | undefined> {
  if (text === undefined) return undefined;
  const value = await openCursor(text, bindingOf(list));
  if (typeof value !== 'object' || value === null) throw badCursor();
  const { s, k, ...rest } = value as { s?: unknown; k?: unknown };
  const status = requestStatuses.find((candidate) => candidate === s);
  if (Object.keys(rest).length > 0 || !status || (list.status && status !== list.status)) throw badCursor();
  if (k === undefined) return { status };
  if (!isStartKeyOf(k, list.scope(status), { baseKey: isRequestKey })) throw badCursor();
  return { status, key: k };
}

interface RequestQuery {
  limit: number;
  newestFirst: boolean;
  startKey?: StartKey | undefined;
  /** Inclusive date range ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
}

async function queryRequests(partition: Partition, query: RequestQuery) {
  const page = await queryOnce(partition, {
    range: { from: query.from, to: query.to ? `${query.to}${endOfDate}` : undefined },
    limit: query.limit,
    newestFirst: query.newestFirst,
    startKey: query.startKey,
    // The keys too, so that a page can end at any of its rows (`historyPage`).
    attributes: [...listedRequestAttributes, 'pk', 'sk', partition.pkAttribute, partition.skAttribute],
  });
  return { rows: page.items, lastKey: page.lastKey };
}

/** Where a Query on the partition that stopped at this row would go on from. */
const keyOf = (row: Record<string, unknown>, partition: Partition): StartKey => ({
  pk: String(row.pk),
  sk: String(row.sk),
  [partition.pkAttribute]: String(row[partition.pkAttribute]),
  [partition.skAttribute]: String(row[partition.skAttribute]),
});

export interface RequestPage {
  items: ListedRequest[];
  /** Where the next page starts; absent on the last page. */
  next?: RequestCursor;
}

/** One page of a single status partition, oldest first (the dashboards' lists). */
export async function statusPage(
  scope: RequestScope,
  status: RequestStatus,
  limit: number,
  cursor?: RequestCursor,
): Promise<RequestPage> {
  const page = await queryRequests(scope(status), { limit, newestFirst: false, startKey: cursor?.key });
  const items = page.rows.map(toListedRequest);
  return { items, ...(page.lastKey ? { next: { status, key: page.lastKey } } : {}) };
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
 * only; without, the statuses are taken in a fixed order and the cursor says which one the next page
 * starts in. Every status partition the page may reach is read at once (one Query each, in parallel, each
 * for a whole page), and the page ends where reading them in turn would have ended it.
 */
export async function historyPage(scope: RequestScope, query: HistoryQuery): Promise<RequestPage> {
  const order: readonly RequestStatus[] = query.status ? [query.status] : requestStatuses;
  const statuses = order.slice(query.cursor ? order.indexOf(query.cursor.status) : 0);
  const range = { limit: query.limit, newestFirst: true, from: query.from, to: query.to };
  const pages = await Promise.all(
    statuses.map((status, i) =>
      queryRequests(scope(status), { ...range, startKey: i === 0 ? query.cursor?.key : undefined }),
    ),
  );
  const items: ListedRequest[] = [];
  for (const [i, status] of statuses.entries()) {
    const { rows, lastKey } = pages[i] ?? { rows: [] };
    const room = query.limit - items.length;
    if (rows.length >= room) {
      // A Query for the rest of the page would have stopped at its last row and named it as the key.
      const taken = rows.slice(0, room);
      items.push(...taken.map(toListedRequest));
      return { items, next: { status, key: keyOf(taken.at(-1) ?? {}, scope(status)) } };
    }
    items.push(...rows.map(toListedRequest));
    if (lastKey) return { items, next: { status, key: lastKey } };
  }
  return { items };
}

/** The requests of a partition on one date, by time. A day's schedule is small; every page is read. */
export async function requestsOnDate(partition: Partition, date: string): Promise<ListedRequest[]> {
  const items = await queryAll(partition, {
    range: { from: date, to: `${date}${endOfDate}` },
    limit: 100,
    attributes: listedRequestAttributes,
  });
  return items.map(toListedRequest);
}

const changedRequestAttributes = [
  '_id',
  'studentId',
  'hostelId',
  'roomKeeperId',
  'requestStatus',
  'date',
  'time',
  'floor',
  'version',
  // What the change counts in the analytics, and its history kept within `historyLimit`.
  'createdAt',
  'history',
  // Its effort (issue 30): the minutes its keeper's day and the analytics give back.
  'minutes',
  'roomTypeId',
  'startedAt',
] as const;

/** Every request of the partitions, with just what a change of each reads (bounded partitions only). */
export async function changeableRequests(
  partitions: readonly Partition[],
): Promise<(ChangedRequest & Pick<CleanRequest, 'createdAt' | 'history'>)[]> {
  const pages = await Promise.all(
    partitions.map((partition) => queryAll(partition, { attributes: changedRequestAttributes })),
  );
  return pages.flat().map((item) => ({
    _id: String(item._id),
    studentId: String(item.studentId),
    hostelId: String(item.hostelId),
    ...(typeof item.roomKeeperId === 'string' ? { roomKeeperId: item.roomKeeperId } : {}),
    requestStatus: item.requestStatus as RequestStatus,
    date: String(item.date),
    time: String(item.time),
    floor: String(item.floor),
    version: Number(item.version),
    createdAt: String(item.createdAt),
    history: Array.isArray(item.history) ? (item.history as HistoryEntry[]) : [],
    ...(typeof item.minutes === 'number' ? { minutes: item.minutes } : {}),
    ...(typeof item.roomTypeId === 'string' ? { roomTypeId: item.roomTypeId } : {}),
    ...(typeof item.startedAt === 'string' ? { startedAt: item.startedAt } : {}),
  }));
}
