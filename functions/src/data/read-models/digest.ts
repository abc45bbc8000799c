/**
 * What the morning mail reads and writes (issue 15): the marker that makes it go once per hostel and day,
 * and the counts it tells. Every read is bounded: the counts stop at a fixed number of rows and say so.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';

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
 * retry or a second timer tick never mails twice; a send that fails after the claim is logged, not redone.
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
