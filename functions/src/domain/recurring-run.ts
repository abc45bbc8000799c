/**
 * The scheduled job's part of recurring cleaning (issue 31; docs/data-design.md "Recurring cleaning"): for
 * each hostel, each recurrence not paused is made into Pending requests from its first date not yet made
 * (`through` + 1, or today) to the horizon (today + the hostel's `horizonDays`, default 7, today in the
 * hostel's zone), exactly once per room
 * and planned date: each request is written with its occurrence marker (`data/occurrences.ts`). Rooms out
 * of service and rooms that already have a live request that day are skipped. A run does a bounded amount
 * of work per hostel and stops; `through` only moves past dates finished, so the next run goes on where
 * this one stopped, and the markers make whatever it does again harmless. Then the residents of the cleans
 * within the hostel's notice are told (`recurring-notice.ts`).
 */
import type { Recurrence } from '#shared/answers/recurring';
import type { CleanRequest } from '#shared/domain';
import { minutesOf } from '#shared/effort';
import { occurrenceDates } from '#shared/recurrence-dates';
import { addDays, todayIn } from '#shared/request-dates';
import type { RequestRules } from '#shared/request-rules';
import type { RoomType } from '#shared/rooms';

import { CounterEffects } from '../data/effect-writes';
import {
  type BatchParts,
  type Occurrence,
  occurrenceName,
  occurrencesOn,
  occurrencesPerTransaction,
  writeOccurrences,
} from '../data/occurrences';
import { recurrencesOf, setThrough } from '../data/recurrences';
import { newRequestOf, type Requester } from '../data/requests';
import { getRoomTypes } from '../data/room-types';
import type { Room } from '../data/rooms';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import { describeError, log } from '../log';
import { effectsOf } from './effects';
import { told } from './notices';
import { allotMade, type MadeRequest } from './recurring-allot';
import { tellAhead } from './recurring-notice';
import { targetRooms } from './recurring-targets';
import { roomFields } from './request-room';
import type { RunHostel } from './run-hostels';
import { statsWrites } from './stats-events';

/** Rooms one run looks at per hostel (2,000 rooms weekly fit in one run); the next run goes on. */
export const roomsPerRun = 4000;

export interface RecurringOptions {
  now: Date;
  /** Rooms looked at per hostel before the run stops (`roomsPerRun`). */
  budget?: number;
  /** Called after each transaction written (tests stop a run there, as a crash would). */
  afterWrite?: () => void;
}

export interface HostelRecurring {
  hostelId: string;
  /** Requests made in this run. */
  made: number;
  /** Occurrences another run had made already. */
  existing: number;
  /** Rooms left alone: a live request that day already. */
  busy: number;
  /** Of the made ones, allotted; and left Pending by auto-allot. */
  allotted: number;
  unplaced: number;
  /** True when the run stopped at its budget before the horizon. */
  stopped: boolean;
  /** Occurrences whose residents were told ahead in this run (`recurring-notice.ts`). */
  told: number;
}

export async function runRecurring(
  hostels: readonly RunHostel[],
  options: RecurringOptions,
): Promise<HostelRecurring[]> {
  const results: HostelRecurring[] = [];
  for (const hostel of hostels) {
    const result = {
      hostelId: hostel.id,
      made: 0,
      existing: 0,
      busy: 0,
      allotted: 0,
      unplaced: 0,
      stopped: false,
      told: 0,
    };
    results.push(result);
    try {
      await runHostel(hostel, options, result);
    } catch (error) {
      // One hostel's failure leaves the others alone; its markers make the next run finish it once.
      log.error('recurring cleaning failed', { hostelId: hostel.id, ...describeError(error) });
      result.stopped = true;
    }
  }
  return results;
}

/** The job writes as no user: its requests' history names the recurrence, and no `done` note goes anywhere. */
const requesterOf = (recurrence: Recurrence): Requester => ({
  _id: '',
  name: recurrence.name,
  hostelId: recurrence.hostelId,
  role: 'admin',
});

interface HostelRun {
  hostelId: string;
  rules: RequestRules;
  types: RoomType[];
  today: string;
  horizon: string;
  left: number;
  /** Markers of each planned date, read once per run. */
  markers: Map<string, Set<string>>;
  result: HostelRecurring;
  toAllot: MadeRequest[];
  options: RecurringOptions;
}

async function runHostel(
  hostel: RunHostel,
  options: RecurringOptions,
  result: HostelRecurring,
): Promise<void> {
  const rules = hostel.settings.rules;
  const today = todayIn(rules.timeZone, options.now);
  const [recurrences, types] = await Promise.all([recurrencesOf(hostel.id), getRoomTypes(hostel.id)]);
  const run: HostelRun = {
    hostelId: hostel.id,
    rules,
    types,
    today,
    // The hostel's horizon (default 7 days: today's and the next seven).
    horizon: addDays(today, rules.horizonDays),
    left: options.budget ?? roomsPerRun,
    markers: new Map(),
    result,
    toAllot: [],
    options,
  };
  for (const recurrence of recurrences.filter((one) => !one.paused)) {
    if (!(await runRecurrence(run, recurrence))) {
      run.result.stopped = true;
      break;
    }
  }
  const placed = await allotMade(hostel.id, run.toAllot);
  run.result.allotted = placed.allotted;
  run.result.unplaced = placed.unplaced;
  // After the making: a clean made for within the notice (a short horizon, a late run) is told at once.
  run.result.told = (await tellAhead(hostel.id, rules, options.now)).told;
}

/** Makes one recurrence's occurrences up to the horizon; false when the run's budget ran out first. */
async function runRecurrence(run: HostelRun, recurrence: Recurrence): Promise<boolean> {
  const next = recurrence.through === undefined ? run.today : addDays(recurrence.through, 1);
  const from = next > run.today ? next : run.today;
  if (from > run.horizon) return true;
  const dates = occurrenceDates(recurrence, from, run.horizon, run.rules);
  const rooms = dates.length === 0 ? [] : await targetRooms(run.hostelId, recurrence.target, run.types);
  let finished = addDays(from, -1);
  let done = true;
  for (const occurrence of dates) {
    // A date once begun is finished, so a run's work is its budget and at most one date's rooms more.
    if (run.left <= 0) {
      done = false;
      break;
    }
    await makeDate(run, recurrence, occurrence, rooms);
    finished = occurrence.planned;
  }
  // Every planned date up to the horizon is made when the loop ran to its end, even one with no occurrence.
  const through = done ? run.horizon : finished;
  if (recurrence.through === undefined || through > recurrence.through)
    await setThrough(run.hostelId, recurrence._id, through, recurrence.version);
  return done;
}

async function makeDate(
  run: HostelRun,
  recurrence: Recurrence,
  { planned, date }: { planned: string; date: string },
  rooms: readonly Room[],
): Promise<void> {
  run.left -= rooms.length;
  let made = run.markers.get(planned);
  if (!made) {
    made = await occurrencesOn(run.hostelId, planned);
    run.markers.set(planned, made);
  }
  const markers = made;
  const open = rooms.filter((room) => !markers.has(occurrenceName(recurrence._id, room.id)));
  run.result.existing += rooms.length - open.length;
  const free = await withoutLiveRequest(run.hostelId, date, open);
  run.result.busy += open.length - free.length;
  const requester = requesterOf(recurrence);
  const now = new Date().toISOString();
  const occurrences: Occurrence[] = free.map((room) => ({
    recurrenceId: recurrence._id,
    roomId: room.id,
    planned,
    request: {
      ...newRequestOf(requester, { date, time: recurrence.from, message: '', ...roomFields(room) }, now),
      // Its minutes go with it, so the allot plans the recurrence's, not the type's (`requestMinutesOf`).
      minutes: recurrence.minutes ?? minutesOf(run.types, room.typeId),
      // On the request itself, so what it moves (the board's regular mark) and its allotment know it.
      recurrenceId: recurrence._id,
    },
  }));
  for (let start = 0; start < occurrences.length; start += occurrencesPerTransaction) {
    const batch = occurrences.slice(start, start + occurrencesPerTransaction);
    const outcome = await writeOccurrences(run.hostelId, batch, partsOf(run));
    run.result.made += outcome.made.length;
    run.result.existing += outcome.existing.length;
    for (const { recurrenceId, roomId, request } of outcome.made) {
      markers.add(occurrenceName(recurrenceId, roomId));
      if (recurrence.autoAllot)
        run.toAllot.push({
          request,
          minutes: request.minutes ?? minutesOf(run.types, request.roomTypeId),
          by: recurrence.name,
        });
    }
    run.options.afterWrite?.();
  }
}

/** The rooms without a live request on `date`: their board entries, by BatchGet of 100 keys. */
async function withoutLiveRequest(hostelId: string, date: string, rooms: readonly Room[]): Promise<Room[]> {
  const busy = new Set<string>();
  for (let start = 0; start < rooms.length; start += 100) {
    const entries = await batchGet(
      rooms.slice(start, start + 100).map((room) => keys.boardEntry(hostelId, date, room.id)),
      ['roomId', 'requested', 'scheduled', 'inProgress'],
    );
    for (const entry of entries) {
      const live =
        Number(entry.requested ?? 0) + Number(entry.scheduled ?? 0) + Number(entry.inProgress ?? 0);
      if (live > 0) busy.add(String(entry.roomId));
    }
  }
  return rooms.filter((room) => !busy.has(room.id));
}

/** What a batch of new requests moves, summed: the rooms' board entries, the analytics, the stamp. */
const partsOf =
  (run: HostelRun) =>
  async (requests: readonly CleanRequest[]): Promise<BatchParts> => {
    const effects = new CounterEffects();
    const events = [];
    for (const request of requests) {
      const { counters, stats } = effectsOf('create', undefined, request);
      effects.add(counters);
      events.push(...stats);
    }
    return {
      effects,
      told: told(run.hostelId, []),
      stats: await statsWrites(run.hostelId, events, run.rules.timeZone),
    };
  };
