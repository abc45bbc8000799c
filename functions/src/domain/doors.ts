/**
 * What a scanned door code opens (issue 33; docs/door-codes.md), for whoever is signed in: the room of
 * their own hostel, a resident's clean of it, a keeper's cleans of it today (the scan kept on each one's
 * timeline as proof of presence) and a problem report to the admins. A code never made, replaced, of a
 * malformed shape or of another hostel is `door.unknown`, all alike, so no code can be probed.
 */
import type { ListedRequest } from '#shared/domain';
import { doorCodePattern } from '#shared/doors';
import type { Note } from '#shared/notification-kinds';
import { todayIn } from '#shared/request-dates';

import { doorOf } from '../data/door-codes';
import { rulesOf } from '../data/hostel-settings';
import { hostelAdminIds, stampBump } from '../data/notifications';
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
import { tell } from './tell';

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

/**
 * Tells the hostel's admins (other than the caller) of a problem in the room, in the bell only: one
 * `doorReport` note each with the room, who reports and their text. How many were told. Past
 * `reportsPerHour` it is `door.reportLimit` (429, Retry-After), counted in one conditional update.
 */
export async function reportDoorProblem(user: UserRecord, code: string, text: string): Promise<number> {
  const { room } = await doorFor(user, code);
  const window: Window = { kind: 'doorReport', subject: user._id, seconds: 3600 };
  if ((await reserveAttempt(window, reportsPerHour)) === undefined)
    throw refuse('door.reportLimit', { retryAfterSeconds: secondsLeft(window) });
  const admins = (await hostelAdminIds(user.hostelId)).filter((id) => id !== user._id);
  if (admins.length === 0) return 0;
  const where = `${room.building} ${room.number}`;
  const notes: Note[] = admins.map((to) => ({
    to,
    kind: 'doorReport',
    room: where,
    byName: user.name,
    reason: text,
  }));
  await tell(user.hostelId, notes);
  return admins.length;
}
