/**
 * A roomkeeper's changes of their own Scheduled requests: Start, Done (complete) and Can't clean (the
 * spec's keeper reject). Each may carry the phone's action id and tap time (`keeper-actions.ts`); with an
 * action id, a request that is no longer the keeper's answers a 409 that says so, for the phone's queue.
 */
import type { CleanRequest } from '#shared/domain';
import type { CantCleanReason } from '#shared/status';

import { addToHostel, addToUser } from '../data/counters';
import { LoadDeltas } from '../data/keeper-load';
import { hostelAdminIds, type Note } from '../data/notifications';
import type { RequestChange } from '../data/request-changes';
import type { UserRecord } from '../data/users';
import { checkTapTime, type KeeperAction, once } from './keeper-actions';
import { aboutRequest, told, unreadFor } from './notices';
import { refuse } from './refusal';
import { change, readFor, type Right } from './request-workflow';

/** The keeper's own request; for a queued action (`action.id`), one taken from them is a 409. */
const allottedTo =
  (keeper: UserRecord, action: KeeperAction): Right =>
  (request) => {
    // Another hostel's request answers exactly as a missing one.
    if (request.hostelId !== keeper.hostelId) throw refuse('request.notFound');
    if (request.roomKeeperId === keeper._id) return;
    throw refuse(action.id !== undefined ? 'action.noLongerYours' : 'request.notAllottedToYou');
  };

/** Roomkeeper: their own Scheduled request is in progress from the tap (or now); a second Start changes nothing. */
export async function start(
  keeper: UserRecord,
  requestId: string,
  action: KeeperAction = {},
): Promise<CleanRequest> {
  return once(keeper, action, { requestId, kind: 'start' }, async (record) => {
    const request = await readFor(requestId, allottedTo(keeper, action), 'start');
    checkTapTime(action.at, request.date);
    if (request.startedAt !== undefined) return request;
    const startedAt = new Date(action.at ?? Date.now()).toISOString();
    // No one is notified; the hostel's change stamp moves so that open pages show it in progress.
    return change(
      'start',
      request,
      { to: 'Scheduled', set: { startedAt }, by: keeper, action: 'start' },
      told(request.hostelId, []),
      { more: record },
    );
  });
}

/** Roomkeeper: their own Scheduled request goes back to Pending with the reason, for the admin to Re-Allot. */
export async function rejectByKeeper(
  keeper: UserRecord,
  requestId: string,
  message: string,
  why: { reason?: CantCleanReason | undefined; action?: KeeperAction } = {},
): Promise<CleanRequest> {
  const action = why.action ?? {};
  return once(keeper, action, { requestId, kind: 'keeperReject' }, async (record) => {
    const [request, admins] = await Promise.all([
      readFor(requestId, allottedTo(keeper, action), 'keeperReject'),
      hostelAdminIds(keeper.hostelId),
    ]);
    // A keeper may know ahead of the day that they cannot clean: only a tap in the future is refused.
    checkTapTime(action.at, undefined);
    const code = why.reason !== undefined ? { code: why.reason } : {};
    const reason = { rejectReason: { name: keeper.name, message, ...code } };
    const back: RequestChange = { to: 'Pending', set: reason, by: keeper, action: 'reject', note: message };
    const about = aboutRequest(request);
    const notes: Note[] = [
      { to: request.studentId, kind: 'turnedBack', ...about, reason: message, byName: keeper.name },
      ...admins.map((to): Note => ({
        to,
        kind: 'needsReallot',
        ...about,
        reason: message,
        byName: keeper.name,
      })),
      { to: keeper._id, kind: 'done', action: 'reject', ...about, studentName: request.studentName },
    ];
    const remove = ['roomkeeper', 'roomKeeperId', 'startedAt'] as const;
    return change(
      'keeperReject',
      request,
      { ...back, remove },
      [
        addToUser(keeper._id, { scheduled: -1 }),
        addToUser(request.studentId, { scheduled: -1, unreadNotes: 1 }),
        ...admins.map((adminId) => addToUser(adminId, { unreadNotes: unreadFor(notes, adminId) })),
        ...told(request.hostelId, notes),
        ...new LoadDeltas().scheduled(keeper._id, request, -1).writes(),
      ],
      { more: record },
    );
  });
}

/** Roomkeeper: their own Scheduled request → Completed with the times of the cleaning. */
export async function complete(
  keeper: UserRecord,
  requestId: string,
  times: { timeIn: string; timeOut: string },
  action: KeeperAction = {},
): Promise<CleanRequest> {
  return once(keeper, action, { requestId, kind: 'complete' }, async (record) => {
    const request = await readFor(requestId, allottedTo(keeper, action), 'complete');
    checkTapTime(action.at, request.date);
    const about = aboutRequest(request);
    const notes: Note[] = [
      { to: request.studentId, kind: 'completed', ...about, keeperName: keeper.name, byName: keeper.name },
      { to: keeper._id, kind: 'done', action: 'complete', ...about, studentName: request.studentName },
    ];
    return change(
      'complete',
      request,
      { to: 'Completed', set: times, by: keeper, action: 'complete' },
      [
        addToUser(keeper._id, { scheduled: -1, completed: 1 }),
        addToUser(request.studentId, { scheduled: -1, openRequests: -1, completed: 1, unreadNotes: 1 }),
        addToHostel(request.hostelId, { completed: 1 }),
        ...told(request.hostelId, notes),
        ...new LoadDeltas().scheduled(keeper._id, request, -1).completed(keeper._id, request.date).writes(),
      ],
      { more: record },
    );
  });
}
