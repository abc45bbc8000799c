/**
 * What an allotment reads to plan a clean's effort (issue 30), once for a single allot and once for a
 * whole bulk allotment: the hostel's time zone (its analytics days) and default capacity, in one GetItem
 * of the hostel item, and its room types (the minutes per clean), in one GetItem of `ROOMTYPES`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keeperCapacitySetting } from '#shared/effort';
import { canonicalTimeZone } from '#shared/request-dates';
import type { RoomType } from '#shared/rooms';

import { refuse } from '../refusal';
import { type AuditActor, auditPut } from './audit-log';
import { getRoomTypes } from './room-types';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed } from './store/transact';
import { updateExpression } from './store/update-expression';

export interface AllotContext {
  timeZone: string;
  /** The hostel's default minutes of work a day, when it set one. */
  hostelCapacity?: number;
  types: RoomType[];
}

export async function allotContext(hostelId: string): Promise<AllotContext> {
  const [{ Item }, types] = await Promise.all([
    db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.hostel(hostelId),
        ProjectionExpression: '#zone, #capacity',
        ExpressionAttributeNames: { '#zone': 'timeZone', '#capacity': keeperCapacitySetting },
      }),
    ),
    getRoomTypes(hostelId),
  ]);
  const zone: unknown = Item?.timeZone;
  const capacity: unknown = Item?.[keeperCapacitySetting];
  return {
    // A hostel that never chose a zone keeps the default rules' UTC (as `hostelTimeZone` reads it).
    timeZone: (typeof zone === 'string' && canonicalTimeZone(zone)) || 'UTC',
    ...(typeof capacity === 'number' ? { hostelCapacity: capacity } : {}),
    types,
  };
}

/**
 * Sets a roomkeeper's own capacity (`null` takes the hostel's again) and, when `building` is given, their
 * building (`null` clears it), on the condition that they are a live roomkeeper of the admin's hostel:
 * another hostel's keeper, a removed one or any other user answers as missing. The keeper is read first
 * (their name for the audit log, their building when it is not changed); the update and the audit log's
 * entry are one transaction (issue 34), so the log records exactly the change made. Answers their own
 * minutes and building as they now are.
 */
export async function setKeeperCapacity(
  by: AuditActor,
  keeperId: string,
  change: { minutes: number | null; building?: string | null | undefined },
): Promise<{ capacityMinutes?: number; building?: string }> {
  const hostelId = by.hostelId;
  const { Item: keeper } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(keeperId) }));
  if (!keeper || keeper.role !== 'roomkeeper' || keeper.hostelId !== hostelId || keeper.deletedAt)
    throw refuse('keeper.notFound');
  const update = updateExpression();
  if (change.minutes === null) update.remove('capacityMinutes');
  else update.set('capacityMinutes', change.minutes);
  if (change.building === null) update.remove('building');
  else if (change.building !== undefined) update.set('building', change.building);
  const building = change.building === undefined ? keeper.building : change.building;
  const changes = [
    { name: 'capacityMinutes', value: change.minutes === null ? 'hostel default' : String(change.minutes) },
    ...(change.building === undefined ? [] : [{ name: 'building', value: change.building ?? 'none' }]),
  ];
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.user(keeperId),
          UpdateExpression: update.expression(),
          ConditionExpression:
            'attribute_exists(pk) AND #role = :keeper AND hostelId = :hostel AND attribute_not_exists(deletedAt)',
          ExpressionAttributeNames: { ...update.names, '#role': 'role' },
          ExpressionAttributeValues: { ...update.values, ':keeper': 'roomkeeper', ':hostel': hostelId },
        },
      },
      auditPut(by, { action: 'capacity', targets: [{ id: keeperId, name: String(keeper.name) }], changes }),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refuse('keeper.notFound');
    throw error;
  }
  return {
    ...(change.minutes !== null ? { capacityMinutes: change.minutes } : {}),
    ...(typeof building === 'string' ? { building } : {}),
  };
}

/** The hostel's default capacity, when it set one (one GetItem of that attribute of the hostel item). */
export async function hostelCapacity(hostelId: string): Promise<number | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ProjectionExpression: '#capacity',
      ExpressionAttributeNames: { '#capacity': keeperCapacitySetting },
    }),
  );
  const capacity: unknown = Item?.[keeperCapacitySetting];
  return typeof capacity === 'number' ? capacity : undefined;
}
