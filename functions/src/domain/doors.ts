/**
 * What a scanned door code opens (issue 33; docs/door-codes.md), for whoever is signed in: the room of
 * their own hostel, a resident's clean of it, a keeper's cleans of it today (the scan kept on each one's
 * timeline as proof of presence) and a maintenance report of a problem in it (issue 32). A code never made, replaced, of a
 * malformed shape or of another hostel is `door.unknown`, all alike, so no code can be probed.
 */
import type { ListedRequest } from '#shared/domain';
import { doorCodePattern } from '#shared/doors';
import type { MaintenanceCategory, MaintenanceUrgency } from '#shared/maintenance';
import { todayIn } from '#shared/request-dates';

import { doorOf } from '../data/door-codes';
import { rulesOf } from '../data/hostel-settings';
import { stampBump } from '../data/notifications';
import { changeWrite } from '../data/request-changes';
import { requestsOnDate } from '../data/request-pages';
import { getRequest } from '../data/requests';
import { type Room, roomOf } from '../data/rooms';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import { transact, TransactionConditionFailed } from '../data/store/transact';
import { reserveAttempt, secondsLeft, type Window } from '../data/throttle';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { fileReport } from './maintenance-new';

/** A scan by the same keeper within this long of their last one on a request is the same visit. */
const sameVisitMs = 10 * 60_000;

/** A keeper's cleans of one room on one day are few; more than this are not scanned one by one. */
const maxScanned = 5;

/** The caller's hostel's room behind `code` and the hostel's today: one GetItem, one BatchGetItem. */
export async function doorFor(user: UserRecord, code: string): Promise<{ room: Room; today: string }> {
  if (!doorCodePattern.test(code)) throw refuse('door.unknown');
  const door = await doorOf(code);
  if (!door || door.hostelId !== user.hostelId) throw refuse('door.unknown');
  const items = await batchGet([keys.room(user.hostelId, door.roomId), keys.hostel(user.hostelId)]);
  const stored = items.find((item) => item.sk === 'ROOM');
  const room = stored ? roomOf(stored) : undefined;
  // The room names its current code: a code it no longer names opens nothing, whatever item is left.
  if (!room || room.doorCode !== code) throw refuse('door.unknown');
  const hostel = items.find((item) => item.sk === 'HOSTEL');
  return { room, today: todayIn(rulesOf(hostel).timeZone) };
}

/** The keeper's requests of the room today: still to clean (Scheduled), and, with `done`, cleaned. */
async function keeperCleans(keeper: UserRecord, room: Room, today: string, done: boolean) {
  const statuses = done ? (['Scheduled', 'Completed'] as const) : (['Scheduled'] as const);
  const lists = await Promise.all(
    statuses.map((status) => requestsOnDate(keys.keeperRequests(keeper._id, status), today)),
  );
  return lists.flat().filter((request) => request.roomId === room.id);
}

/** What the door offers the caller: the room, whether they live in it, and a keeper's cleans of it today. */
export async function openDoor(user: UserRecord, code: string) {
  const { room, today } = await doorFor(user, code);
  const requests: ListedRequest[] =
    user.role === 'roomkeeper' ? await keeperCleans(user, room, today, true) : [];
  return {
    room: {
      id: room.id,
      building: room.building,
      floor: room.floor,
      number: room.number,
      inService: room.inService,
    },
    resident: user.role === 'student' && user.roomId === room.id,
    requests,
  };
}

/**
 * Keeps the keeper's scan on the timeline of each of their cleans of the room still to do today: a
 * history entry `scan` (the request's status and counters unchanged), written on the version read with the
 * hostel's change stamp. A second scan of the same visit adds nothing; a request changed meanwhile is
 * left out (the keeper's Start or Done is its own record).
 */
export async function scanDoor(keeper: UserRecord, code: string): Promise<string[]> {
  const { room, today } = await doorFor(keeper, code);
  const cleans = (await keeperCleans(keeper, room, today, false)).slice(0, maxScanned);
  const recorded: string[] = [];
  const now = new Date();
  for (const listed of cleans) {
    const request = await getRequest(listed._id);
    if (!request || request.roomKeeperId !== keeper._id || request.requestStatus !== 'Scheduled') continue;
    const last = request.history.at(-1);
    const sameVisit =
      last?.action === 'scan' && last.by === keeper._id && now.getTime() - Date.parse(last.at) < sameVisitMs;
    if (sameVisit) continue;
    const { item } = changeWrite(
      request,
      { to: request.requestStatus, by: keeper, action: 'scan' },
      now.toISOString(),
    );
    try {
      await transact([item, stampBump(keeper.hostelId)]);
      recorded.push(request._id);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
  }
  return recorded;
}

/**
 * Reports a person may send in an hour, whatever the rooms: each one rings every admin's bell, so a
 * stuck button or a prank is held back, while a keeper reporting room after room on a round is not.
 */
export const reportsPerHour = 10;

/** A door's report without a category or urgency: the admin sorts it on the board. */
const doorDefaults = { category: 'other', urgency: 'normal' } as const;

/**
 * A maintenance report of a problem in the room (issue 32), `new` on the board, of which each admin
 * (other than the caller) is told as of any report (`maintenanceReported`). Past `reportsPerHour` it is
 * `door.reportLimit` (429, Retry-After), counted in one conditional update before anything is written.
 */
export async function reportDoorProblem(
  user: UserRecord,
  code: string,
  problem: {
    text: string;
    category?: MaintenanceCategory | undefined;
    urgency?: MaintenanceUrgency | undefined;
  },
): Promise<{ reportId: string; told: number }> {
  const { room } = await doorFor(user, code);
  const window: Window = { kind: 'doorReport', subject: user._id, seconds: 3600 };
  if ((await reserveAttempt(window, reportsPerHour)) === undefined)
    throw refuse('door.reportLimit', { retryAfterSeconds: secondsLeft(window) });
  const { report, told } = await fileReport(user, room, {
    text: problem.text,
    category: problem.category ?? doorDefaults.category,
    urgency: problem.urgency ?? doorDefaults.urgency,
  });
  return { reportId: report.id, told };
}
