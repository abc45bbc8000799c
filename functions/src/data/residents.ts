/**
 * A hostel's residents (issue 30; docs/data-design.md "Rooms"): which student lives in which room and bed.
 * A student's user item carries `roomId` (and `bed`) with the room's `room`/`floor` texts; the room's
 * partition carries a resident item per student and a bed item per numbered bed; the room item counts its
 * residents. All of them change in one transaction, and the room's counter is checked against its beds in
 * that transaction's condition, so a room never holds more students than beds.
 */
import { residentTexts } from '#shared/residents';

import { stampBump } from './notifications';
import type { Room } from './rooms';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryOnce } from './store/page';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';
import { searchTokenWrites } from './user-search';
import type { UserRecord } from './users';

/** Where a student lives: a room of their hostel and, optionally, a bed of it. */
export interface Residence {
  room: Room;
  bed?: number | undefined;
}

/** Why an assignment's transaction was cancelled, by the item whose condition failed. */
export type AssignFailure = 'user' | 'room' | 'bed';

export class AssignFailed extends Error {
  constructor(readonly failure: AssignFailure) {
    super(`Assignment condition failed: ${failure}`);
    this.name = 'AssignFailed';
  }
}

/** A room's resident count moved by `by`; moving in is conditional on a free bed and the room in service. */
function residentCount(room: Room, by: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.room(room.hostelId, room.id),
      // The version moves too: an edit of the room (a whole-item Put on its version) must not undo the count.
      UpdateExpression: 'ADD residents :by, version :one',
      ConditionExpression:
        by === 1
          ? 'attribute_exists(pk) AND inService = :yes AND (residents < beds OR (attribute_not_exists(residents) AND beds > :zero))'
          : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':by': by, ':one': 1, ...(by === 1 ? { ':yes': true, ':zero': 0 } : {}) },
    },
  };
}

/**
 * The room-side writes of a student moving in: the resident item, the bed's holder (taken only if free or
 * theirs) and, when they were not in this room before, the room's counter. Each is tagged with what a
 * failure of its condition means.
 */
export function moveInWrites(
  student: { _id: string; name: string },
  to: Residence,
  counted: boolean,
  now: string,
): { item: TransactItem; failure?: AssignFailure }[] {
  const { room, bed } = to;
  return [
    ...(counted ? [{ item: residentCount(room, 1), failure: 'room' as const }] : []),
    {
      item: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.roomResident(room.hostelId, room.id, student._id),
            entity: 'Resident',
            userId: student._id,
            name: student.name,
            ...(bed !== undefined ? { bed } : {}),
            since: now,
          },
        },
      },
    },
    ...(bed !== undefined
      ? [
          {
            item: {
              Put: {
                TableName: tableName,
                Item: { ...keys.roomBed(room.hostelId, room.id, bed), userId: student._id },
                ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
                ExpressionAttributeValues: { ':me': student._id },
              },
            },
            failure: 'bed' as const,
          },
        ]
      : []),
  ];
}

/** The room-side writes of a student moving out of `roomId` (their resident item, bed and count). */
export function moveOutWrites(
  hostelId: string,
  student: { _id: string; roomId?: string | undefined; bed?: number | undefined },
  keepCount = false,
): TransactItem[] {
  const { roomId } = student;
  if (roomId === undefined) return [];
  return [
    { Delete: { TableName: tableName, Key: keys.roomResident(hostelId, roomId, student._id) } },
    ...(student.bed !== undefined
      ? [
          {
            Delete: {
              TableName: tableName,
              Key: keys.roomBed(hostelId, roomId, student.bed),
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': student._id },
            },
          },
        ]
      : []),
    ...(keepCount
      ? []
      : [
          {
            Update: {
              TableName: tableName,
              Key: keys.room(hostelId, roomId),
              UpdateExpression: 'ADD residents :less, version :one',
              ConditionExpression: 'attribute_exists(pk) AND residents > :zero',
              ExpressionAttributeValues: { ':less': -1, ':one': 1, ':zero': 0 },
            },
          },
        ]),
  ];
}

/**
 * The room counters of students leaving together (a decline of several registrations): one update per
 * room, since a transaction may name an item once.
 */
export function residentCountChanges(
  hostelId: string,
  leaving: readonly { roomId?: string | undefined }[],
): TransactItem[] {
  const byRoom = new Map<string, number>();
  for (const { roomId } of leaving)
    if (roomId !== undefined) byRoom.set(roomId, (byRoom.get(roomId) ?? 0) + 1);
  return [...byRoom].map(([roomId, count]) => ({
    Update: {
      TableName: tableName,
      Key: keys.room(hostelId, roomId),
      UpdateExpression: 'ADD residents :less, version :one',
      ConditionExpression: 'attribute_exists(pk) AND residents >= :count',
      ExpressionAttributeValues: { ':less': -count, ':one': 1, ':count': count },
    },
  }));
}

/**
 * Moves a student of the hostel into `to`, from wherever the user item read says they live (or out of
 * every room when `to` is undefined), in one transaction: the user item (on the condition that it still
 * names the room read), the room-side items of both rooms, the search tokens of the new room text and
 * the hostel's change stamp. `AssignFailed` says which condition did not hold.
 */
export async function assignResidence(student: UserRecord, to: Residence | undefined): Promise<UserRecord> {
  const now = new Date().toISOString();
  const sameRoom = to !== undefined && student.roomId === to.room.id;
  // Already there: nothing to write, and a retried call answers the same.
  if (sameRoom && student.bed === to.bed) return student;
  if (!to && student.roomId === undefined) return student;
  const texts = to ? residentTexts(to.room) : undefined;
  const next: UserRecord = {
    ...student,
    ...(texts ?? {}),
    ...(to ? { roomId: to.room.id } : {}),
  };
  if (!to) delete next.roomId;
  if (to?.bed === undefined) delete next.bed;
  else next.bed = to.bed;

  const tagged: { item: TransactItem; failure?: AssignFailure }[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.user(student._id),
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND hostelId = :hid AND ' +
            (student.roomId === undefined ? 'attribute_not_exists(roomId)' : 'roomId = :was'),
          UpdateExpression: to
            ? `SET roomId = :room, #room = :text, floor = :floor${to.bed !== undefined ? ', bed = :bed' : ''}` +
              (to.bed === undefined ? ' REMOVE bed' : '')
            : 'REMOVE roomId, bed',
          ...(to ? { ExpressionAttributeNames: { '#room': 'room' } } : {}),
          ExpressionAttributeValues: {
            ':hid': student.hostelId,
            ...(student.roomId !== undefined ? { ':was': student.roomId } : {}),
            ...(to && texts
              ? {
                  ':room': to.room.id,
                  ':text': texts.room,
                  ':floor': texts.floor,
                  ...(to.bed !== undefined ? { ':bed': to.bed } : {}),
                }
              : {}),
          },
        },
      },
      failure: 'user',
    },
  ];
  // Out of the old room (its bed only, when staying in the same room), then into the new one.
  const leavesBed = student.bed !== undefined && (!sameRoom || student.bed !== to?.bed);
  if (student.roomId !== undefined && (!sameRoom || leavesBed)) {
    const out = sameRoom
      ? moveOutWrites(student.hostelId, student, true).slice(1)
      : moveOutWrites(student.hostelId, student);
    tagged.push(...out.map((item) => ({ item })));
  }
  if (to) tagged.push(...moveInWrites(student, to, !sameRoom, now));
  tagged.push(...searchTokenWrites(student, next).map((item) => ({ item })), {
    item: stampBump(student.hostelId),
  });
  try {
    await transact(tagged.map(({ item }) => item));
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    const failure = error.failed.map((index) => tagged[index]?.failure).find(Boolean) ?? 'user';
    throw new AssignFailed(failure);
  }
  return next;
}

export interface Resident {
  userId: string;
  name: string;
  bed?: number;
  since: string;
}

/** A room's residents: one Query of its partition's `RESIDENT#` items, bounded by its beds (≤ 50). */
export async function residentsOf(hostelId: string, roomId: string): Promise<Resident[]> {
  const { items } = await queryOnce(keys.roomItems(hostelId, roomId), {
    range: { prefix: keys.residentPrefix },
    limit: 60,
  });
  return items.map((item) => ({
    userId: String(item.userId),
    name: String(item.name),
    ...(typeof item.bed === 'number' ? { bed: item.bed } : {}),
    since: String(item.since),
  }));
}
