/**
 * Which change of a request moves which analytics counter (issue 16). The live transitions and the
 * backfill both go through `countEvent`, so that rebuilding the day items from the stored requests gives
 * what the transitions wrote.
 *
 * A change counts on the day it happened on the hostel's own calendar (its time zone from the hostel
 * settings): an admin reading "completed on Tuesday" means Tuesday in the hostel, whatever date the
 * request was made for. Waits are measured between the stored instants, so the zone does not touch them.
 */
import { waitBucket } from '#shared/analytics';
import type { CleanRequest, HistoryEntry } from '#shared/domain';
import { todayIn } from '#shared/request-dates';
import type { Transition } from '#shared/status';

import { counter, hostelTimeZone, StatsDeltas } from '../data/read-models/stats';
import type { StatsSeries } from '../data/store/keys';
import type { TransactItem } from '../data/store/transact';

/** A change the analytics count, with the instant it happened (`at`, ISO). */
export type StatsEvent =
  | { kind: 'created'; at: string; floor: string; time: string }
  /** A student withdrew a Pending request: it no longer counts among the created ones. */
  | { kind: 'withdrawn'; createdAt: string; floor: string; time: string }
  /** `keeperId` is empty when it is no longer known (the backfill, after the keeper's removal). */
  | { kind: 'allotted'; at: string; keeperId: string; createdAt: string; floor: string; time: string }
  | { kind: 'turnedBack'; at: string; keeperId: string }
  | { kind: 'rejected'; at: string }
  | { kind: 'completed'; at: string; keeperId: string; allottedAt?: string | undefined; date: string }
  | { kind: 'rated'; at: string; keeperId: string; stars: number; complaint: boolean };

const minutesBetween = (from: string, to: string) =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / 60_000);

/** Adds what `event` counts to `deltas`, on the hostel's day of the event in `timeZone`. */
export function countEvent(
  deltas: StatsDeltas,
  hostelId: string,
  timeZone: string,
  event: StatsEvent,
): StatsDeltas {
  const hostel: StatsSeries = { scope: 'HOSTEL', id: hostelId };
  const dayOf = (at: string) => todayIn(timeZone, new Date(at));
  /** A keeper's counter: on their own series, and on the hostel's under their id. */
  const keeperAdd = (keeperId: string, day: string, name: string, by = 1) => {
    deltas.add({ scope: 'KEEPER', id: keeperId }, day, name, by);
    deltas.add(hostel, day, counter.ofKeeper(keeperId, name), by);
  };
  switch (event.kind) {
    case 'created':
    case 'withdrawn': {
      const by = event.kind === 'created' ? 1 : -1;
      const day = dayOf(event.kind === 'created' ? event.at : event.createdAt);
      deltas.add(hostel, day, 'created', by);
      deltas.add(hostel, day, counter.floor(event.floor), by);
      deltas.add(hostel, day, counter.time(event.time), by);
      return deltas;
    }
    case 'allotted': {
      const day = dayOf(event.at);
      const bucket = waitBucket(minutesBetween(event.createdAt, event.at));
      deltas.add(hostel, day, 'allotted');
      deltas.add(hostel, day, counter.allotWait(bucket));
      if (event.keeperId === '') return deltas;
      const keeper: StatsSeries = { scope: 'KEEPER', id: event.keeperId };
      deltas.add(keeper, day, 'allotted');
      deltas.add(keeper, day, counter.allotWait(bucket));
      // A keeper's busiest floors and times are those of the requests given to them.
      deltas.add(keeper, day, counter.floor(event.floor));
      deltas.add(keeper, day, counter.time(event.time));
      return deltas;
    }
    case 'turnedBack': {
      const day = dayOf(event.at);
      deltas.add(hostel, day, 'turnedBack');
      keeperAdd(event.keeperId, day, 'turnedBack');
      return deltas;
    }
    case 'rejected':
      deltas.add(hostel, dayOf(event.at), 'rejected');
      return deltas;
    case 'completed': {
      const day = dayOf(event.at);
      deltas.add(hostel, day, 'completed');
      keeperAdd(event.keeperId, day, 'completed');
      if (day === event.date) {
        deltas.add(hostel, day, 'onDay');
        keeperAdd(event.keeperId, day, 'onDay');
      }
      if (event.allottedAt !== undefined) {
        const name = counter.completeWait(waitBucket(minutesBetween(event.allottedAt, event.at)));
        deltas.add(hostel, day, name);
        deltas.add({ scope: 'KEEPER', id: event.keeperId }, day, name);
      }
      return deltas;
    }
    case 'rated': {
      const day = dayOf(event.at);
      deltas.add(hostel, day, 'ratingSum', event.stars);
      deltas.add(hostel, day, 'ratingCount');
      keeperAdd(event.keeperId, day, 'ratingSum', event.stars);
      keeperAdd(event.keeperId, day, 'ratingCount');
      if (event.complaint) {
        deltas.add(hostel, day, 'complaints');
        keeperAdd(event.keeperId, day, 'complaints');
      }
      return deltas;
    }
  }
}

/** When the request was last allotted before the end of `history` (the wait to completion starts there). */
export function lastAllottedAt(history: readonly HistoryEntry[]): string | undefined {
  return history.findLast((entry) => entry.action === 'allot')?.at;
}

/**
 * The counter writes of `events` of one change, on the hostel's days: one read of its time zone, unless the
 * caller passes it.
 */
export async function statsWrites(
  hostelId: string,
  events: readonly StatsEvent[],
  knownTimeZone?: string,
): Promise<TransactItem[]> {
  if (events.length === 0) return [];
  const timeZone = knownTimeZone ?? (await hostelTimeZone(hostelId));
  const deltas = new StatsDeltas();
  for (const event of events) countEvent(deltas, hostelId, timeZone, event);
  return deltas.writes();
}

/** The event a transition of the request lifecycle counts (`before` as read, `next` as written). */
export function eventOfChange(
  transition: Transition,
  before: CleanRequest,
  next: CleanRequest,
): StatsEvent[] {
  const at = next.history.at(-1)?.at ?? next.updatedAt;
  const keeperId = String(before.roomKeeperId);
  switch (transition) {
    case 'allot':
      return [
        {
          kind: 'allotted',
          at,
          keeperId: String(next.roomKeeperId),
          createdAt: before.createdAt,
          floor: before.floor,
          time: before.time,
        },
      ];
    case 'keeperReject':
      return [{ kind: 'turnedBack', at, keeperId }];
    case 'adminReject':
      return [{ kind: 'rejected', at }];
    case 'complete':
      return [
        { kind: 'completed', at, keeperId, allottedAt: lastAllottedAt(before.history), date: before.date },
      ];
    default:
      return [];
  }
}

/** A new request's counter writes, in the zone its create already read with the hostel's rules. */
export const createdWrites = (
  request: Pick<CleanRequest, 'hostelId' | 'createdAt' | 'floor' | 'time'>,
  timeZone: string,
): TransactItem[] =>
  countEvent(new StatsDeltas(), request.hostelId, timeZone, {
    kind: 'created',
    at: request.createdAt,
    floor: request.floor,
    time: request.time,
  }).writes();
