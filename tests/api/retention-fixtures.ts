/**
 * What the retention job's tests (issue 34) store directly: hostels with a student and a keeper, closed
 * requests as the routes store them (with a rating, a Completed one), audit entries of a given time.
 */
import { randomUUID } from 'node:crypto';

import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { auditPut } from '#functions/data/audit-log';
import { getSettings } from '#functions/data/hostel-settings';
import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import { transact } from '#functions/data/store/transact';
import type { RunHostel } from '#functions/domain/run-hostels';
import type { CleanRequest } from '#shared/domain';
import { monthsBefore } from '#shared/retention';
import type { RequestStatus } from '#shared/status';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';

export const now = new Date();
export const monthsAgo = (months: number) => monthsBefore(now, months);
export const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export interface World {
  hostel: { id: string; name: string };
  admin: Account;
  student: Account;
  keeper: Account;
}

export async function world(): Promise<World> {
  const hostel = await makeHostel();
  return {
    hostel,
    admin: await makeUser('admin', hostel),
    student: await makeUser('student', hostel, { name: 'Nadia Privatename' }),
    keeper: await makeUser('roomkeeper', hostel, { name: 'Kofi Keepername' }),
  };
}

export async function putAll(items: Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
  }
}

/** A closed request of `at`, stored as the routes store one, with its rating (a Completed one). */
export function closedRequest(w: World, status: RequestStatus, at: Date): Record<string, unknown>[] {
  const id = randomUUID();
  const iso = at.toISOString();
  const request: CleanRequest = {
    _id: id,
    hostelId: w.hostel.id,
    studentId: w.student.id,
    studentName: w.student.name,
    room: '205',
    floor: '2',
    date: dateOf(at),
    time: '10:00',
    message: 'Please mind the cat, Nadia',
    requestStatus: status,
    roomkeeper: w.keeper.name,
    roomKeeperId: w.keeper.id,
    ...(status === 'Rejected'
      ? { rejectReason: { name: w.admin.name, message: 'Closed for painting' } }
      : {}),
    createdAt: iso,
    updatedAt: iso,
    version: 3,
    history: [
      { at: iso, by: w.student.id, byName: w.student.name, action: 'create', status: 'Pending' },
      {
        at: iso,
        by: w.admin.id,
        byName: w.admin.name,
        action: status === 'Rejected' ? 'reject' : 'allot',
        status: status === 'Rejected' ? 'Rejected' : 'Scheduled',
        note: 'Kofi knows the room',
      },
    ],
  };
  const items: Record<string, unknown>[] = [
    { ...keys.request(id), ...keys.requestListEntries(request), entity: 'Request', ...request },
  ];
  if (status === 'Completed') {
    const scope = { studentId: w.student.id, hostelId: w.hostel.id, roomKeeperId: w.keeper.id };
    items.push({
      ...keys.feedback(id, 'RATING'),
      ...keys.feedbackListEntries('RATING', scope, iso, id),
      entity: 'Feedback',
      hostelId: w.hostel.id,
      requestId: id,
      kind: 'rating',
      room: '205',
      floor: '2',
      date: request.date,
      time: '10:00',
      studentId: w.student.id,
      studentName: w.student.name,
      roomKeeperId: w.keeper.id,
      roomkeeper: w.keeper.name,
      rating: 4,
      message: 'Thank you Kofi',
      createdAt: iso,
    });
  }
  return items;
}

export async function auditEntryAt(w: World, at: Date) {
  await transact([
    auditPut({ ...w.admin, _id: w.admin.id }, { action: 'settings', changes: [] }, at.toISOString()),
  ]);
}

export const itemOf = async (pk: string, sk: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk, sk }, ConsistentRead: true }))).Item!;

export const auditCount = async (hostelId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `HOSTEL#${hostelId}#AUDIT` },
        ConsistentRead: true,
      }),
    )
  ).Items!.length;

export const hostelsOf = async (...worlds: World[]): Promise<RunHostel[]> =>
  Promise.all(worlds.map(async (w) => ({ ...w.hostel, settings: await getSettings(w.hostel.id) })));

/** Every stored item that names the hostel's student or keeper or carries their texts. */
export const personal = (item: Record<string, unknown>) =>
  /Nadia|Kofi|cat|painting|Thank you/.test(JSON.stringify(item));

/**
 * A Completed, rated clean of a room of the hostel at `at`, with what its Done and rating wrote in the
 * room's partition: the room's and the day's `lastCleanedBy`, its `CLEAN#` and `RATING#` items.
 */
export function cleanInRoom(w: World, at: Date, roomId: string = randomUUID()): Record<string, unknown>[] {
  const [request, rating] = closedRequest(w, 'Completed', at) as [
    Record<string, unknown>,
    Record<string, unknown>,
  ];
  const iso = at.toISOString();
  const id = String(request._id);
  const room = keys.room(w.hostel.id, roomId);
  const cleaned = { lastCleanedAt: iso, lastCleanedBy: w.keeper.name, lastCleanedById: w.keeper.id };
  request.roomId = roomId;
  request.rated = true;
  request.history = [
    ...(request.history as unknown[]),
    { at: iso, by: w.keeper.id, byName: w.keeper.name, action: 'complete', status: 'Completed' },
  ];
  return [
    request,
    rating!,
    { ...room, entity: 'Room', hostelId: w.hostel.id, number: '205', ...cleaned },
    { ...keys.boardEntry(w.hostel.id, String(request.date), roomId), entity: 'BoardEntry', ...cleaned },
    {
      pk: room.pk,
      sk: `${keys.roomCleanPrefix}${iso}#${id}`,
      entity: 'RoomClean',
      requestId: id,
      date: request.date,
      at: iso,
      keeperId: w.keeper.id,
      keeperName: w.keeper.name,
    },
    {
      pk: room.pk,
      sk: `${keys.roomRatingPrefix}${iso}#${id}`,
      entity: 'RoomRating',
      requestId: id,
      date: request.date,
      stars: 4,
      complaint: false,
      at: iso,
      keeperName: w.keeper.name,
    },
  ];
}

/** A notification of the person sent at `at`, unread. */
export const noteAt = (to: Account, at: Date) => ({
  ...keys.notification(to.id, `${at.toISOString()}#${randomUUID()}`),
  entity: 'Notification',
  at: at.toISOString(),
  read: false,
  kind: 'rejected',
  room: '205',
  byName: 'Kofi Keepername',
});
