/**
 * Rebuilds a hostel's analytics day items from its stored requests and ratings (issue 16), for data made
 * before the day items were kept. It reads the hostel's request partitions (one per status) and its
 * rating and complaint partitions page by page — Queries, never a Scan — counts every event the way the
 * live transitions do (`stats-events.ts`), and then overwrites each day item it computed, so running it
 * twice gives the same items as running it once.
 */
import { requestStatuses } from '#shared/status';

import { keys, type Partition } from '../data/keys';
import { queryOnce } from '../data/page';
import { toCleanRequest } from '../data/requests';
import { hostelTimeZone, putStatsDay, StatsDeltas } from '../data/stats';
import { countEvent, eventsOfRequest } from './stats-events';

const pageSize = 200;

/** Every item of a partition, handed over one page at a time. */
async function eachPage(
  partition: Partition,
  take: (items: Record<string, unknown>[]) => void,
): Promise<void> {
  let startKey;
  do {
    const page = await queryOnce(partition, { limit: pageSize, startKey });
    take(page.items);
    startKey = page.lastKey;
  } while (startKey);
}

export interface BackfillResult {
  requests: number;
  ratings: number;
  days: number;
}

export async function rebuildHostelStats(hostelId: string): Promise<BackfillResult> {
  const timeZone = await hostelTimeZone(hostelId);
  const deltas = new StatsDeltas();
  let requests = 0;
  for (const status of requestStatuses)
    await eachPage(keys.hostelRequests(hostelId, status), (items) => {
      for (const item of items) {
        requests += 1;
        for (const event of eventsOfRequest(toCleanRequest(item)))
          countEvent(deltas, hostelId, timeZone, event);
      }
    });

  const complained = new Set<string>();
  await eachPage(keys.hostelFeedback(hostelId, 'COMPLAINT'), (items) => {
    for (const item of items) complained.add(String(item.requestId));
  });
  let ratings = 0;
  await eachPage(keys.hostelFeedback(hostelId, 'RATING'), (items) => {
    for (const item of items) {
      ratings += 1;
      countEvent(deltas, hostelId, timeZone, {
        kind: 'rated',
        at: String(item.createdAt),
        keeperId: String(item.roomKeeperId),
        stars: Number(item.rating),
        complaint: complained.has(String(item.requestId)),
      });
    }
  });

  for (const { series, date, counters } of deltas.days.values()) await putStatsDay(series, date, counters);
  return { requests, ratings, days: deltas.days.size };
}
