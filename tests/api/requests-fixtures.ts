/**
 * Clean requests made through the real handlers, and the invariant check the workflow tests share:
 * every counter equals the rows it counts (the keepers' loads per date and floor and completions per week
 * included), each index partition lists exactly the requests in its status, and a date lock exists
 * exactly for each live request date.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import type { Partition } from '#functions/data/store/keys';
import type { CleanRequest } from '#shared/domain';
import { type RequestStatus, requestStatuses } from '#shared/status';

import { type Account, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

/** 'YYYY-MM-DD', `days` after today (UTC). */
export function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createVia(student: Account, days: number, time = '10:00'): Promise<CleanRequest> {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '101', floor: '1', date: dateIn(days), time },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.body.request as CleanRequest;
}

/**
 * Runs `act` with the (faked, `vi.useFakeTimers({ toFake: ['Date'] })`) clock moved `days` ahead, as
 * `keeper` signed in again there (a session lasts 12 hours), then sets the clock and the keeper's token
 * back: for completing a request on its own day, which the completion rule requires.
 */
export async function onDayAhead<T>(days: number, keeper: Account, act: () => Promise<T>): Promise<T> {
  const base = new Date();
  const token = keeper.token;
  vi.setSystemTime(new Date(base.getTime() + days * 86_400_000));
  try {
    const login = await invoke('authLogin', {
      body: { email: keeper.email, password: testPassword, role: keeper.role },
    });
    if (login.status !== 200) throw new Error(`sign-in on a later day failed: ${login.status}`);
    keeper.token = login.body.authToken;
    return await act();
  } finally {
    vi.setSystemTime(base);
    keeper.token = token;
  }
}

export async function allotVia(
  admin: Account,
  request: { _id: string },
  keeper: Account,
): Promise<CleanRequest> {
  const answer = await invoke('allotRequest', {
    token: admin.token,
    body: { id: request._id, roomKeeperId: keeper.id },
  });
  if (answer.status !== 200) throw new Error(`allot failed: ${answer.status} ${answer.text}`);
  return answer.body as CleanRequest;
}

async function data() {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  return { db, tableName, keys };
}

/** Every item of an index partition (tests may read whole partitions; handlers never do). */
async function partitionItems(partition: Partition): Promise<Record<string, unknown>[]> {
  const { db, tableName } = await data();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: partition.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': partition.pkAttribute },
        ExpressionAttributeValues: { ':pk': partition.pk },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function storedItem(key: { pk: string; sk: string }) {
  const { db, tableName } = await data();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return Item;
}

/** Every item of a base-table partition. */
export async function baseItems(pk: string): Promise<Record<string, unknown>[]> {
  const { db, tableName } = await data();
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** The counts a keeper's load items must hold, from their Scheduled and Completed requests (and their minutes). */
async function expectedLoads(scheduled: Record<string, unknown>[], completed: Record<string, unknown>[]) {
  const { mondayOf } = await import('#functions/data/read-models/keeper-load');
  const counts = new Map<string, number>();
  const bump = (name: string, by = 1) => {
    if (by !== 0) counts.set(name, (counts.get(name) ?? 0) + by);
  };
  // Issue 30: a day's minutes are those of its Scheduled and Completed requests, the done ones apart.
  const minutesOf = (item: Record<string, unknown>) => Number(item.minutes ?? 0);
  for (const item of scheduled) {
    bump(`DAY#${String(item.date)} scheduled`);
    bump(`DAY#${String(item.date)} f:${String(item.floor)}`);
    bump(`DAY#${String(item.date)} minutes`, minutesOf(item));
  }
  for (const item of completed) {
    bump(`WEEK#${mondayOf(String(item.date))} completed`);
    bump(`DAY#${String(item.date)} minutes`, minutesOf(item));
    bump(`DAY#${String(item.date)} doneMinutes`, minutesOf(item));
  }
  return counts;
}

/** Requests of a scope, by status, as the indexes list them. */
async function byStatus(
  partitionOf: (status: RequestStatus) => Partition,
): Promise<Record<RequestStatus, Record<string, unknown>[]>> {
  const lists = await Promise.all(requestStatuses.map((status) => partitionItems(partitionOf(status))));
  return Object.fromEntries(requestStatuses.map((status, i) => [status, lists[i]])) as Record<
    RequestStatus,
    Record<string, unknown>[]
  >;
}

/**
 * Throws with a description of the first invariant that does not hold for these students, keepers and
 * hostel; answers the students' requests by status when all hold.
 */
export async function assertInvariants(world: {
  hostelId: string;
  students: readonly Account[];
  keepers: readonly Account[];
}): Promise<void> {
  const { keys } = await data();
  const problems: string[] = [];
  const expectEqual = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) problems.push(`${what}: ${String(actual)} ≠ ${String(expected)}`);
  };

  for (const student of world.students) {
    const lists = await byStatus((status) => keys.studentRequests(student.id, status));
    const user = await storedItem(keys.user(student.id));
    const count = (status: RequestStatus) => lists[status].length;
    const all = requestStatuses.flatMap((status) => lists[status]);
    expectEqual(`${student.name} requests`, Number(user?.requests), all.length);
    expectEqual(
      `${student.name} openRequests`,
      Number(user?.openRequests),
      count('Pending') + count('Scheduled'),
    );
    expectEqual(`${student.name} scheduled`, Number(user?.scheduled), count('Scheduled'));
    expectEqual(`${student.name} completed`, Number(user?.completed), count('Completed'));
    if (count('Pending') + count('Scheduled') > 3)
      problems.push(`${student.name} has more than 3 open requests`);
    for (const status of requestStatuses)
      for (const item of lists[status]) {
        const stored = await storedItem(keys.request(String(item._id)));
        expectEqual(`request ${String(item._id)} status`, stored?.requestStatus, status);
        expectEqual(`request ${String(item._id)} student`, stored?.studentId, student.id);
      }
    const liveDates = [...lists.Pending, ...lists.Scheduled, ...lists.Completed].map((item) =>
      String(item.date),
    );
    if (new Set(liveDates).size !== liveDates.length)
      problems.push(`${student.name} has two live requests on a date`);
    const lockDates = new Set([...liveDates, ...lists.Rejected.map((item) => String(item.date))]);
    for (const date of lockDates) {
      const lock = await storedItem(keys.dateLock(student.id, date));
      expectEqual(`${student.name} lock on ${date}`, Boolean(lock), liveDates.includes(date));
    }
  }

  let hostelCompleted = 0;
  for (const keeper of world.keepers) {
    const lists = await byStatus((status) => keys.keeperRequests(keeper.id, status));
    const user = await storedItem(keys.user(keeper.id));
    expectEqual(`${keeper.name} scheduled`, Number(user?.scheduled), lists.Scheduled.length);
    expectEqual(`${keeper.name} completed`, Number(user?.completed), lists.Completed.length);
    expectEqual(`${keeper.name} Pending list`, lists.Pending.length, 0);
    hostelCompleted += lists.Completed.length;
    const expected = await expectedLoads(lists.Scheduled, lists.Completed);
    const stored = new Map<string, number>();
    for (const item of await baseItems(`KEEPER#${keeper.id}#LOAD`))
      for (const [name, value] of Object.entries(item))
        if (['scheduled', 'completed', 'minutes', 'doneMinutes'].includes(name) || name.startsWith('f:'))
          stored.set(`${String(item.sk)} ${name}`, Number(value));
    for (const name of new Set([...expected.keys(), ...stored.keys()]))
      expectEqual(`${keeper.name} load ${name}`, stored.get(name) ?? 0, expected.get(name) ?? 0);
    for (const item of lists.Scheduled)
      expectEqual(`keeper of ${String(item._id)}`, item.roomKeeperId, keeper.id);
  }
  const hostelLists = await byStatus((status) => keys.hostelRequests(world.hostelId, status));
  const hostel = await storedItem(keys.hostel(world.hostelId));
  expectEqual('hostel completed', Number(hostel?.completed ?? 0), hostelLists.Completed.length);
  expectEqual('hostel completed by keepers', hostelLists.Completed.length, hostelCompleted);

  if (problems.length > 0) throw new Error(`Invariants broken:\n${problems.join('\n')}`);
}

/** A request as list rows carry it (dashboards, the history list): without its history. */
export function listed<T extends { history?: unknown }>({
  history: _history,
  ...row
}: T): Omit<T, 'history'> {
  return row;
}
