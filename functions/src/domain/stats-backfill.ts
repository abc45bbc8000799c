/**
 * Rebuilds a hostel's analytics day items from its stored requests and ratings (issue 16), for data made
 * before the day items were kept. It reads the hostel's request partitions (one per status) and its
 * rating and complaint partitions page by page — Queries, never a Scan — counts every event the way the
 * live transitions do (`stats-events.ts`), and then overwrites each day item it computed, so running it
 * twice gives the same items as running it once.
 */
import type { CleanRequest, HistoryEntry } from '#shared/domain';
import { requestStatuses } from '#shared/status';

import { hostelTimeZone, putStatsDay, StatsDeltas } from '../data/read-models/stats';
import { toCleanRequest } from '../data/requests';
import { keys, type Partition } from '../data/store/keys';
import { queryOnce } from '../data/store/page';
import { countEvent, eventsOfEntry, type StatsEvent } from './stats-events';

const pageSize = 200;

/** Whose request an allotment (history entry `index`) gave: the allot entry itself names only the admin. */
function keeperOfAllot(
  request: Pick<CleanRequest, 'roomKeeperId'>,
  history: readonly HistoryEntry[],
  index: number,
): string | undefined {
  for (const entry of history.slice(index + 1)) {
    if (entry.action === 'allot' || entry.action === 'release') return undefined;
    const byKeeper = entry.action === 'start' || entry.action === 'complete' || entry.status === 'Pending';
    if (byKeeper) return entry.by;
    // An admin's reject keeps the keeper on the request: it is the last allotment's.
    if (entry.action === 'reject') break;
  }
  return history.findLastIndex((entry) => entry.action === 'allot') === index
    ? request.roomKeeperId
    : undefined;
}

/**
 * The counted events of a stored request, read off its history (the backfill's source) the way the live
 * changes count them (`eventsOfEntry`). An allotment a keeper's removal released since counts for the hostel
 * only: the release does not say whose it was, so the live release takes it back from its keeper.
 */
export function eventsOfRequest(request: CleanRequest): StatsEvent[] {
  const { history } = request;
  // The oldest entries of a long history are dropped; the creation is still known from the request.
  const events: StatsEvent[] =
    history[0]?.action === 'create'
      ? []
      : [{ kind: 'created', at: request.createdAt, floor: request.floor, time: request.time }];
  for (const [index, entry] of history.entries()) {
    const keeperId = entry.action === 'allot' ? (keeperOfAllot(request, history, index) ?? '') : '';
    events.push(...eventsOfEntry(entry, request, history.slice(0, index), keeperId));
  }
  return events;
}

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
