/**
 * The residents told ahead of a recurring clean of their room (issue 31): each hourly run finds the
 * occurrences whose request falls within the hostel's notice (`noticeHours`, default 48) and tells the
 * room's residents in the bell (and by mail from the table's stream, in their language). Exactly once: the
 * occurrence marker's `told` is set on `told = false` in the same transaction as the notes, so of two runs
 * at once only one tells, and a run after a crash tells what the last one did not.
 *
 * What is due is a Query of the markers of each planned date that can fall in the window: a clean moves at
 * most 6 days past a closed day and a resident moves it within its week, so its planned date is at most
 * `lookBackDays` before its date. The request's own date and time decide (a resident may have moved it).
 */
import type { ListedRequest } from '#shared/domain';
import { wallClock } from '#shared/hostel-alerts';
import { addDays, todayIn } from '#shared/request-dates';
import type { RequestRules } from '#shared/request-rules';
import { isOpen } from '#shared/status';

import { transitionWrites } from '../data/effect-writes';
import type { Note } from '../data/notifications';
import { type Marker, markersOn, markTold } from '../data/occurrences';
import { listedRequestAttributes, toListedRequest } from '../data/requests';
import { residentsOf } from '../data/residents';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import { isConditionFailure, transact, TransactionConditionFailed } from '../data/store/transact';
import { unreadOf } from './effects';
import { aboutRequest, told } from './notices';

/** How far before its date a clean's planned date can be: 6 days past a closed day, then within its week. */
export const lookBackDays = 12;

/** Occurrences one run settles per hostel; the next run goes on with the rest. */
export const noticesPerRun = 500;

export interface Told {
  /** Occurrences whose residents were told in this run. */
  told: number;
  /** Occurrences settled without a word: their request is gone, closed, or its time passed. */
  settled: number;
}

/** Tells the residents of one hostel's recurring cleans now within its notice. */
export async function tellAhead(hostelId: string, rules: RequestRules, now: Date): Promise<Told> {
  const result: Told = { told: 0, settled: 0 };
  const clock = wallClock(rules.timeZone, now);
  const until = wallClock(rules.timeZone, new Date(now.getTime() + rules.noticeHours * 3_600_000));
  const untold: Marker[] = [];
  const today = todayIn(rules.timeZone, now);
  for (let planned = addDays(today, -lookBackDays); planned <= until.date; planned = addDays(planned, 1)) {
    untold.push(...(await markersOn(hostelId, planned)).filter((marker) => !marker.told));
    if (untold.length >= noticesPerRun) break;
  }
  const due = untold.slice(0, noticesPerRun);
  const requests = await requestsOf(due.map((marker) => marker.requestId));
  for (const marker of due) {
    const request = requests.get(marker.requestId);
    const when = request ? `${request.date}T${request.time}` : '';
    if (request && when > `${until.date}T${until.time}`) continue;
    const live =
      request !== undefined &&
      request.hostelId === hostelId &&
      isOpen(request.requestStatus) &&
      when >= `${clock.date}T${clock.time}`;
    const notes = live ? await notesFor(hostelId, request, rules) : [];
    if (await commitTold(hostelId, marker, notes, now)) {
      if (live) result.told += 1;
      else result.settled += 1;
    }
  }
  return result;
}

/** The requests named by the markers, by BatchGet of 100 keys. */
async function requestsOf(ids: readonly string[]): Promise<Map<string, ListedRequest>> {
  const found = new Map<string, ListedRequest>();
  for (let start = 0; start < ids.length; start += 100) {
    const items = await batchGet(
      ids.slice(start, start + 100).map((id) => keys.request(id)),
      listedRequestAttributes,
    );
    for (const item of items) found.set(String(item._id), toListedRequest(item));
  }
  return found;
}

/** One note to each resident of the request's room: one Query of its partition, bounded by its beds. */
async function notesFor(hostelId: string, request: ListedRequest, rules: RequestRules): Promise<Note[]> {
  if (request.roomId === undefined) return [];
  const residents = await residentsOf(hostelId, request.roomId);
  return residents.map((resident) => ({
    to: resident.userId,
    kind: 'cleanAhead' as const,
    ...aboutRequest(request),
    count: rules.changeCutoffHours,
  }));
}

/** Sets the marker told with the notes, in one transaction; false when another run told it first. */
async function commitTold(hostelId: string, marker: Marker, notes: Note[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { items } = transitionWrites({
    request: [markTold(hostelId, marker, at)],
    effects: unreadOf(notes),
    told: told(hostelId, notes, at),
    stats: [],
  });
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed || isConditionFailure(error)) return false;
    throw error;
  }
}
