/**
 * A roomkeeper's changes of their own Scheduled requests: Start, Done (complete) and Can't clean (the
 * spec's keeper reject). What each moves besides the request is derived by `effects.ts`. Each may carry the phone's action id and tap time (`keeper-actions.ts`); with an
 * action id, a request that is no longer the keeper's answers a 409 that says so, for the phone's queue.
 */
import type { CleanRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { isHostelPhotoKey } from '#shared/photos';
import { completionRefusal } from '#shared/request-rules';
import type { CantCleanReason } from '#shared/status';

import { completionSettings } from '../data/completion-settings';
import { inspectionDuePut } from '../data/inspections-due';
import { hostelAdminIds, type Note } from '../data/notifications';
import type { RequestChange } from '../data/request-changes';
import { getRoom } from '../data/rooms';
import type { UserRecord } from '../data/users';
import { refuse, refuseField } from '../refusal';
import { pickedForInspection } from './inspection-sampling';
import { checkTapTime, type KeeperAction, once, tapTime } from './keeper-actions';
import { newReport, type Problem, reportedNotes } from './maintenance-new';
import { aboutRequest } from './notices';
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
    // Without a tap time the day is checked against the server's clock: no Start before the day either way.
    checkTapTime(action.at ?? new Date().toISOString(), request.date);
    if (request.startedAt !== undefined) return request;
    const startedAt = new Date(action.at ?? Date.now()).toISOString();
    // No one is notified; the hostel's change stamp moves so that open pages show it in progress.
    return change(
      'start',
      request,
      { to: 'Scheduled', set: { startedAt }, by: keeper, action: 'start', tappedAt: tapTime(action) },
      [],
      { more: record },
    );
  });
}

/** Roomkeeper: their own Scheduled request goes back to Pending with the reason, for the admin to Re-Allot. */
export async function rejectByKeeper(
  keeper: UserRecord,
  requestId: string,
  message: string,
  why: { reason?: CantCleanReason | undefined; action?: KeeperAction; report?: Problem | undefined } = {},
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
    // Kept beside the reason so that neither the allot dialog nor auto-allot offers it back to this keeper
    // for the same date.
    const turnedBack = { turnedBackBy: keeper._id, turnedBackFor: request.date };
    const back: RequestChange = {
      to: 'Pending',
      set: { ...reason, ...turnedBack },
      by: keeper,
      action: 'reject',
      note: message,
      tappedAt: tapTime(action),
    };
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
    // A problem in the room (issue 32) is reported in the same transaction: the report lands exactly with
    // the Can't clean, so a queued action sent twice (one action id) cannot report it twice.
    const problem = why.report ? await roomProblem(keeper, request, why.report, admins) : undefined;
    const remove = ['roomkeeper', 'roomKeeperId', 'startedAt'] as const;
    return change('keeperReject', request, { ...back, remove }, [...notes, ...(problem?.notes ?? [])], {
      more: (next) => [...record(next), ...(problem?.items ?? [])],
    });
  });
}

/**
 * The report of a problem in the request's room (one GetItem of the room, for its building), and each
 * admin's note of it. A request typed for a room that is not in the inventory has no room to report on.
 */
async function roomProblem(
  keeper: UserRecord,
  request: CleanRequest,
  problem: Problem,
  admins: readonly string[],
) {
  const room = request.roomId ? await getRoom(keeper.hostelId, request.roomId) : undefined;
  if (!room) throw refuse('maintenance.roomRequired');
  const { report, items } = newReport(keeper, room, problem);
  return { items, notes: reportedNotes(report, admins) };
}

/** Roomkeeper: their own Scheduled request → Completed with the times of the cleaning. */
export async function complete(
  keeper: UserRecord,
  requestId: string,
  done: { timeIn: string; timeOut: string; photos?: readonly string[] },
  action: KeeperAction = {},
): Promise<CleanRequest> {
  const { photos = [], ...times } = done;
  const photoKeys = [...new Set(photos)];
  return once(keeper, action, { requestId, kind: 'complete' }, async (record) => {
    const request = await readFor(requestId, allottedTo(keeper, action), 'complete');
    // Only keys the server made for this hostel's uploads (checked once the request is the keeper's).
    if (photoKeys.some((key) => !isHostelPhotoKey(keeper.hostelId, key))) throw refuse('photo.notYours');
    // The completion rule every way of completing shares (`completionRefusal`), on the hostel's clock; the
    // zone read here is the one the counters need, passed on so it is read once (with the photo rule).
    const { timeZone, photoRequired, inspectOneIn } = await completionSettings(request.hostelId);
    if (photoRequired && photoKeys.length === 0) throw refuse('photo.required');
    const refused = completionRefusal(
      request,
      { timeOut: times.timeOut, at: action.at },
      timeZone,
      new Date(),
    );
    if (refused === 'request.timeOutInFuture')
      throw refuseField('timeOut', messages.timeOutInFuture, refused);
    if (refused) throw refuse(refused);
    // Drawn once, inside `once`: a replayed Done answers the first result and draws nothing again.
    const inspectDue = pickedForInspection(inspectOneIn);
    const about = aboutRequest(request);
    const notes: Note[] = [
      { to: request.studentId, kind: 'completed', ...about, keeperName: keeper.name, byName: keeper.name },
      { to: keeper._id, kind: 'done', action: 'complete', ...about, studentName: request.studentName },
    ];
    return change(
      'complete',
      request,
      {
        to: 'Completed',
        set: {
          ...times,
          ...(photoKeys.length > 0 ? { photos: photoKeys } : {}),
          ...(inspectDue ? { inspectDue: true } : {}),
        },
        by: keeper,
        action: 'complete',
        tappedAt: tapTime(action),
      },
      notes,
      {
        more: (next) => [...record(next), ...(inspectDue ? [inspectionDuePut(next, next.updatedAt)] : [])],
        timeZone,
      },
    );
  });
}
