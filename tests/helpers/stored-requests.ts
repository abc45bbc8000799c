/**
 * Clean requests written straight into the table in a given status, with their index attributes, date
 * lock and counters exactly as the workflow leaves them — so that the users and feedback tests can
 * start from any state without walking the workflow routes first.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest, HistoryEntry } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import type { Account } from './fixtures';

type Stored = 'Pending' | 'Scheduled' | 'Completed';

let nextDay = 0;
/** A distinct future date per request, so that date locks never collide between tests. */
function freshDate(): string {
  nextDay += 1;
  return new Date(Date.UTC(2031, 0, 1) + nextDay * 86_400_000).toISOString().slice(0, 10);
}

export async function storeRequest(
  student: Account,
  status: Stored,
  keeper?: Account,
  extra: { room?: string; floor?: string; date?: string; time?: string } = {},
): Promise<CleanRequest> {
  const { keys } = await import('#functions/data/store/keys');
  const { transact } = await import('#functions/data/store/transact');
  const { tableName } = await import('#functions/data/store/client');
  if (status !== 'Pending' && !keeper) throw new Error(`A ${status} request needs a keeper`);

  const now = new Date().toISOString();
  const history: HistoryEntry[] = [
    { at: now, by: student.id, byName: student.name, action: 'create', status: 'Pending' },
  ];
  if (keeper && status !== 'Pending')
    history.push({ at: now, by: 'admin', byName: 'Admin', action: 'allot', status: 'Scheduled' });
  if (keeper && status === 'Completed')
    history.push({ at: now, by: keeper.id, byName: keeper.name, action: 'complete', status: 'Completed' });
  const request: CleanRequest = {
    _id: randomUUID(),
    hostelId: student.hostelId,
    studentId: student.id,
    studentName: student.name,
    room: extra.room ?? '101',
    floor: extra.floor ?? '1',
    date: extra.date ?? freshDate(),
    time: extra.time ?? '10:00',
    requestStatus: status,
    ...(keeper && status !== 'Pending' ? { roomkeeper: keeper.name, roomKeeperId: keeper.id } : {}),
    ...(status === 'Completed' ? { timeIn: '10:00', timeOut: '10:30' } : {}),
    createdAt: now,
    updatedAt: now,
    version: history.length,
    history,
  };

  const add = (key: { pk: string; sk: string }, counters: Record<string, number>) => ({
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD ${Object.keys(counters)
        .map((name) => `${name} :${name}`)
        .join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(
        Object.entries(counters).map(([name, value]) => [`:${name}`, value]),
      ),
    },
  });
  const studentCounters: Record<Stored, Record<string, number>> = {
    Pending: { requests: 1, openRequests: 1 },
    Scheduled: { requests: 1, openRequests: 1, scheduled: 1 },
    Completed: { requests: 1, completed: 1 },
  };
  await transact([
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.request(request._id),
          ...keys.requestListEntries(request),
          entity: 'Request',
          ...request,
        },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.dateLock(student.id, request.date), entity: 'DateLock', requestId: request._id },
      },
    },
    add(keys.user(student.id), studentCounters[status]),
    ...(keeper && status === 'Scheduled' ? [add(keys.user(keeper.id), { scheduled: 1 })] : []),
    ...(keeper && status === 'Completed'
      ? [add(keys.user(keeper.id), { completed: 1 }), add(keys.hostel(student.hostelId), { completed: 1 })]
      : []),
  ]);
  return request;
}

/** The stored item of a request, as it is now. */
export async function storedRequest(id: string): Promise<Record<string, unknown> | undefined> {
  const { keys } = await import('#functions/data/store/keys');
  const { db, tableName } = await import('#functions/data/store/client');
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.request(id) }));
  return Item;
}

/** Any stored item by key (users, hostels, locks), or undefined. */
export async function storedItem(key: {
  pk: string;
  sk: string;
}): Promise<Record<string, unknown> | undefined> {
  const { db, tableName } = await import('#functions/data/store/client');
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return Item;
}

/** The ids of the requests an index partition lists now. */
export async function idsInPartition(
  scope: 'student' | 'hostel' | 'keeper',
  id: string,
  status: RequestStatus,
): Promise<string[]> {
  const { keys } = await import('#functions/data/store/keys');
  const { queryAll } = await import('#functions/data/store/page');
  const partition =
    scope === 'student'
      ? keys.studentRequests(id, status)
      : scope === 'hostel'
        ? keys.hostelRequests(id, status)
        : keys.keeperRequests(id, status);
  const items = await queryAll(partition, { attributes: ['_id'] });
  return items.map((item) => String(item._id)).sort();
}
