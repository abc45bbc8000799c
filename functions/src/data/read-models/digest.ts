/**
 * What the morning mail reads and writes (issue 15): the marker that makes it go once per hostel and day,
 * the admins whose mail of that day could not be sent (on the marker, issue 35), and the counts it tells.
 * Every read is bounded: the counts stop at a fixed number of rows and say so.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { OverdueBounds } from '#shared/hostel-alerts';
import type { DigestCounts } from '#shared/hostel-alerts';

import { getHostel } from '../hostels';
import { db, tableName } from '../store/client';
import { keys } from '../store/keys';
import { queryOnce } from '../store/page';
import { isConditionFailure } from '../store/transact';
import { overdueRequests } from './overdue';

const keptSeconds = 7 * 24 * 60 * 60;
/** How far each count reads; past it the mail says "500+". */
const countBound = 500;

/**
 * Claims the hostel's morning mail of `date`: true for the first caller only. Claimed before sending, so a
 * retry or a second timer tick never mails twice; a send that fails after the claim is recorded on the
 * marker (`recordUnsent`), and a later run of the same day claims it admin by admin (`claimUnsent`).
 */
export async function claimDigest(hostelId: string, date: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.digestMarker(hostelId, date),
          entity: 'DigestMarker',
          at: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + keptSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The admins whose mail of `date` is still to be sent: one GetItem of the day's marker. */
export async function unsentDigests(hostelId: string, date: string): Promise<string[]> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.digestMarker(hostelId, date),
      ProjectionExpression: 'unsent',
    }),
  );
  const unsent: unknown = Item?.unsent;
  return unsent instanceof Set ? [...(unsent as Set<string>)] : [];
}

/** Adds admins whose mail could not be sent to the day's marker (a string set: adding twice is once). */
export async function recordUnsent(
  hostelId: string,
  date: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.digestMarker(hostelId, date),
      UpdateExpression: 'ADD unsent :ids',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':ids': new Set(userIds) },
    }),
  );
}

/**
 * Takes one admin off the day's unsent ones before their mail is sent again: true for the one run whose
 * conditional delete found them there, so two runs at once never both mail them.
 */
export async function claimUnsent(hostelId: string, date: string, userId: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.digestMarker(hostelId, date),
        UpdateExpression: 'DELETE unsent :id',
        ConditionExpression: 'contains(unsent, :userId)',
        ExpressionAttributeValues: { ':id': new Set([userId]), ':userId': userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The counts of the morning mail: the hostel item (its `awaiting` counter), one Query of the Pending
 * partition (turned-back ones carry a `rejectReason`), and the two Queries of the overdue ones.
 */
export async function digestCounts(hostelId: string, bounds: OverdueBounds): Promise<DigestCounts> {
  const [hostel, pending, overdue] = await Promise.all([
    getHostel(hostelId),
    queryOnce(keys.hostelRequests(hostelId, 'Pending'), { limit: countBound, attributes: ['rejectReason'] }),
    overdueRequests(hostelId, bounds, countBound),
  ]);
  const pendingMore = pending.lastKey !== undefined;
  return {
    pending: { count: pending.items.length, more: pendingMore },
    overdue: { count: overdue.items.length, more: overdue.more },
    turnedBack: { count: pending.items.filter((item) => item.rejectReason).length, more: pendingMore },
    waiting: { count: hostel?.awaiting ?? 0, more: false },
  };
}
