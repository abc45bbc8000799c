/**
 * Which change of a request moves which analytics counter (issue 16). The live transitions and the
 * backfill both read a change's events off its history entry (`eventsOfEntry`) and count them with
 * `countEvent`, so that rebuilding the day items from the stored requests gives what the transitions wrote.
 *
 * A change counts on the day it happened on the hostel's own calendar (its time zone from the hostel
 * settings): an admin reading "completed on Tuesday" means Tuesday in the hostel, whatever date the
 * request was made for. Waits are measured between the stored instants, so the zone does not touch them.
 */
import { waitBucket } from '#shared/analytics';
import type { CleanRequest, HistoryEntry } from '#shared/domain';
import { noRoomType } from '#shared/effort';
import { todayIn } from '#shared/request-dates';

import {
  counter,
  type EffortCounter,
  effortCounter,
  hostelTimeZone,
  StatsDeltas,
} from '../data/read-models/stats';
import type { StatsSeries } from '../data/store/keys';
import type { TransactItem } from '../data/store/transact';

/**
 * The effort of a clean (issue 30): its planned minutes and room type, when it has them, and for a
 * completion the real minutes from Start to Done, when it was started.
 */
export interface Effort {
  minutes?: number | undefined;
  roomTypeId?: string | undefined;
  realMinutes?: number | undefined;
}

/** A change the analytics count, with the instant it happened (`at`, ISO). */
export type StatsEvent =
  | { kind: 'created'; at: string; floor: string; time: string }
  /** A student withdrew a Pending request: it no longer counts among the created ones. */
  | { kind: 'withdrawn'; createdAt: string; floor: string; time: string }
  /** `keeperId` is empty when it is no longer known (the backfill, after the keeper's removal). */
  | ({
      kind: 'allotted';
      at: string;
      keeperId: string;
      createdAt: string;
      floor: string;
      time: string;
    } & Effort)
  | { kind: 'turnedBack'; at: string; keeperId: string }
  | { kind: 'rejected'; at: string }
  | ({
      kind: 'completed';
      at: string;
      keeperId: string;
      allottedAt?: string | undefined;
      date: string;
    } & Effort)
  | { kind: 'rated'; at: string; keeperId: string; stars: number; complaint: boolean }
  /** An admin's inspection of a clean (issue 32): for the keeper who completed it and its room type. */
  | { kind: 'inspected'; at: string; keeperId: string; roomTypeId: string; passed: boolean }
  /**
   * A keeper's removal gave their request back: the allotment no longer counts as theirs (the backfill
   * cannot tell whose it was), on its own day. `keeperId` is empty when it is not known.
   */
  | ({
      kind: 'released';
      keeperId: string;
      allottedAt?: string | undefined;
      createdAt: string;
      floor: string;
      time: string;
    } & Effort);

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
    case 'allotted':
    case 'released': {
      const at = event.kind === 'allotted' ? event.at : event.allottedAt;
      if (at === undefined) return deltas;
      const by = event.kind === 'allotted' ? 1 : -1;
      const day = dayOf(at);
      const bucket = waitBucket(minutesBetween(event.createdAt, at));
      if (event.kind === 'allotted') {
        deltas.add(hostel, day, 'allotted');
        deltas.add(hostel, day, counter.allotWait(bucket));
      }
      countEffort(deltas, hostelId, day, event, event.minutes, by, 'planned');
      if (event.keeperId === '') return deltas;
      const keeper: StatsSeries = { scope: 'KEEPER', id: event.keeperId };
      deltas.add(keeper, day, 'allotted', by);
      deltas.add(keeper, day, counter.allotWait(bucket), by);
      // A keeper's busiest floors and times are those of the requests given to them.
      deltas.add(keeper, day, counter.floor(event.floor), by);
      deltas.add(keeper, day, counter.time(event.time), by);
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
      countEffort(deltas, hostelId, day, event, event.minutes, 1, 'done');
      if (event.realMinutes !== undefined)
        countEffort(deltas, hostelId, day, event, event.realMinutes, 1, 'real');
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
    case 'inspected': {
      const day = dayOf(event.at);
      const names = event.passed ? (['inspected', 'passed'] as const) : (['inspected'] as const);
      for (const name of names) {
        deltas.add(hostel, day, name);
        deltas.add(hostel, day, counter.ofInspectedType(event.roomTypeId, name));
        if (event.keeperId !== '') keeperAdd(event.keeperId, day, name);
      }
      return deltas;
    }
  }
}

/**
 * Minutes of a clean (`what`: planned at allot, planned of those done, or real from Start to Done) on the
 * hostel's day: in total, per room type (`effortCounter`), and for its keeper on both series. A real
 * time also counts the clean it was measured on, so an average is a sum over a count.
 */
function countEffort(
  deltas: StatsDeltas,
  hostelId: string,
  day: string,
  event: { keeperId: string } & Effort,
  minutes: number | undefined,
  by: number,
  what: EffortCounter,
): void {
  if (minutes === undefined) return;
  const hostel: StatsSeries = { scope: 'HOSTEL', id: hostelId };
  const type = event.roomTypeId ?? noRoomType;
  const names: [string, number][] = [[effortCounter.total(what), by * minutes]];
  if (what === 'real') names.push([effortCounter.total('timed'), by]);
  for (const [name, value] of names) {
    deltas.add(hostel, day, name, value);
    deltas.add(hostel, day, effortCounter.ofType(type, name), value);
    if (event.keeperId === '') continue;
    deltas.add({ scope: 'KEEPER', id: event.keeperId }, day, name, value);
    deltas.add(hostel, day, counter.ofKeeper(event.keeperId, name), value);
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

/** What of a request the events of its changes read. */
export type CountedRequest = Pick<CleanRequest, 'createdAt' | 'floor' | 'time' | 'date'> &
  Partial<Pick<CleanRequest, 'minutes' | 'roomTypeId' | 'startedAt'>>;

/** The request's effort as its events carry it. */
const effortOf = (request: CountedRequest): Effort => ({
  ...(request.minutes !== undefined ? { minutes: request.minutes } : {}),
  ...(request.roomTypeId !== undefined ? { roomTypeId: request.roomTypeId } : {}),
});

/** Whole minutes from the keeper's Start to their Done (as tapped), when the clean was started. */
function realMinutesOf(request: CountedRequest, entry: HistoryEntry): Effort {
  if (request.startedAt === undefined) return {};
  const done = entry.tappedAt ?? entry.at;
  return { realMinutes: Math.round(minutesBetween(request.startedAt, done)) };
}

/**
 * The one definition of what a change of a request counts, read off the history entry it wrote: the live
 * transitions pass the entry they write (`effects.ts`), the backfill each stored one (`stats-backfill.ts`).
 * `earlier` is the history before the entry; `keeperId` is whose allotment an allot gives or a release
 * takes back — empty when it is not known (the backfill, once a removal released it), and then the
 * allotment counts for the hostel only.
 */
export function eventsOfEntry(
  entry: HistoryEntry,
  request: CountedRequest,
  earlier: readonly HistoryEntry[],
  keeperId: string,
): StatsEvent[] {
  const { at } = entry;
  const where = { createdAt: request.createdAt, floor: request.floor, time: request.time };
  switch (entry.action) {
    case 'create':
      return [{ kind: 'created', at, floor: request.floor, time: request.time }];
    case 'allot':
      return [{ kind: 'allotted', at, keeperId, ...where, ...effortOf(request) }];
    case 'reject':
      // An admin's reject (or a removed student's) is final; a keeper's gives the request back.
      return entry.status === 'Rejected'
        ? [{ kind: 'rejected', at }]
        : [{ kind: 'turnedBack', at, keeperId: entry.by }];
    case 'complete':
      return [
        {
          kind: 'completed',
          at,
          keeperId: entry.by,
          allottedAt: lastAllottedAt(earlier),
          date: request.date,
          ...effortOf(request),
          ...realMinutesOf(request, entry),
        },
      ];
    case 'release':
      return [
        { kind: 'released', keeperId, allottedAt: lastAllottedAt(earlier), ...where, ...effortOf(request) },
      ];
    case 'inspect':
      // Whoever completed it last; a failed inspection's entry names the failed items, a passed one none.
      return [
        {
          kind: 'inspected',
          at,
          keeperId: earlier.findLast((done) => done.action === 'complete')?.by ?? '',
          roomTypeId: request.roomTypeId ?? noRoomType,
          passed: entry.note === undefined,
        },
      ];
    default:
      return [];
  }
}
