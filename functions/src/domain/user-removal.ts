/**
 * An admin removes students and roomkeepers of their hostel. Removal releases the user's open requests
 * in the same transactions that end the account, so that every request index and counter stays exact:
 * a keeper's Scheduled requests go back to Pending for another keeper, a student's open requests are
 * Rejected (final) and free their dates.
 */
import { addToUser, mustExist } from '../data/counters';
import { type Note, notePut, stampBump } from '../data/notifications';
import { LoadDeltas } from '../data/read-models/keeper-load';
import {
  type ChangedRequest,
  changeWrite,
  type RequestActor,
  type RequestChange,
} from '../data/request-changes';
import { changeableRequests } from '../data/request-pages';
import { dateLockDeletion } from '../data/requests';
import { keys } from '../data/store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { getStoredUsers } from '../data/user-lists';
import { accountRemoval, type UserRecord } from '../data/users';
import { refuse } from '../refusal';

const keeperRemovedMessage = 'Roomkeeper removed from the hostel';
const studentRemovedMessage = 'Student removed from the hostel';

interface Released {
  openRequests: number;
  scheduled: number;
  /** A student whose keeper was removed is told their request is back in the queue. */
  unreadNotes?: number;
}

/** How much each user's counters move as requests are released, by user id. */
class CounterDeltas extends Map<string, Released> {
  add(userId: string, change: Partial<Released>): void {
    const current = this.get(userId) ?? { openRequests: 0, scheduled: 0 };
    current.openRequests += change.openRequests ?? 0;
    current.scheduled += change.scheduled ?? 0;
    if (change.unreadNotes) current.unreadNotes = (current.unreadNotes ?? 0) + change.unreadNotes;
    this.set(userId, current);
  }
}

/** A keeper's Scheduled requests; a student's Pending and Scheduled ones. */
function openRequestsOf(user: UserRecord): Promise<ChangedRequest[]> {
  return changeableRequests(
    user.role === 'roomkeeper'
      ? [keys.keeperRequests(user._id, 'Scheduled')]
      : [keys.studentRequests(user._id, 'Pending'), keys.studentRequests(user._id, 'Scheduled')],
  );
}

/** The writes that release one open request of a removed user, counting what they move in `deltas`. */
function release(
  request: ChangedRequest,
  removed: UserRecord,
  admin: RequestActor,
  now: string,
  deltas: CounterDeltas,
  loads: LoadDeltas,
): TransactItem[] {
  if (removed.role === 'roomkeeper') {
    deltas.add(request.studentId, { scheduled: -1, unreadNotes: 1 });
    deltas.add(removed._id, { scheduled: -1 });
    loads.scheduled(removed._id, request, -1);
    const backToPending: RequestChange = {
      to: 'Pending',
      set: { rejectReason: { name: removed.name, message: keeperRemovedMessage } },
      remove: ['roomkeeper', 'roomKeeperId'],
      by: admin,
      action: 'release',
      note: keeperRemovedMessage,
    };
    const note: Note = {
      to: request.studentId,
      kind: 'released',
      requestId: request._id,
      date: request.date,
      time: request.time,
      byName: admin.name,
    };
    return [changeWrite(request, backToPending, now).item, notePut(note, now)];
  }
  const scheduled = request.requestStatus === 'Scheduled';
  deltas.add(removed._id, { openRequests: -1, scheduled: scheduled ? -1 : 0 });
  if (scheduled && request.roomKeeperId) {
    deltas.add(request.roomKeeperId, { scheduled: -1 });
    loads.scheduled(request.roomKeeperId, request, -1);
  }
  const rejected: RequestChange = {
    to: 'Rejected',
    set: { rejectReason: { name: admin.name, message: studentRemovedMessage } },
    by: admin,
    action: 'reject',
    note: studentRemovedMessage,
  };
  return [changeWrite(request, rejected, now).item, dateLockDeletion(request)];
}

/**
 * Requests released per transaction: with their notifications, counters, keeper loads (one per keeper and
 * date), the account's own writes and the change stamp this stays under the 100-action limit.
 */
const releaseChunk = 20;

/**
 * Releases the user's open requests and ends the account, in as few transactions as the requests
 * allow. The last one ends the account on the condition that the user's open-request counter equals
 * what was released, so a request allotted or created meanwhile cancels it instead of being left
 * behind. Earlier chunks each leave a consistent state, so a retry simply continues.
 */
async function removeOnce(removed: UserRecord, admin: RequestActor): Promise<void> {
  const requests = await openRequestsOf(removed);
  const chunks: ChangedRequest[][] = [];
  for (let i = 0; i < requests.length; i += releaseChunk) chunks.push(requests.slice(i, i + releaseChunk));
  if (chunks.length === 0) chunks.push([]);
  const counter = removed.role === 'roomkeeper' ? 'scheduled' : 'openRequests';

  for (const [index, chunk] of chunks.entries()) {
    const now = new Date().toISOString();
    const deltas = new CounterDeltas([[removed._id, { openRequests: 0, scheduled: 0 }]]);
    const loads = new LoadDeltas();
    const items = chunk.flatMap((request) => release(request, removed, admin, now, deltas, loads));
    items.push(...loads.writes());
    for (const [userId, delta] of deltas)
      if (userId !== removed._id) items.push(addToUser(userId, delta, mustExist));
    const own = deltas.get(removed._id) ?? { openRequests: 0, scheduled: 0 };
    if (index < chunks.length - 1)
      items.push(addToUser(removed._id, own, { expression: 'attribute_not_exists(deletedAt)' }));
    else
      items.push(
        ...accountRemoval(removed, { released: own, expected: { counter, value: chunk.length }, now }),
      );
    items.push(stampBump(removed.hostelId));
    await transact(items);
  }
}

const maxRemovalAttempts = 3;

/**
 * Removes one student or roomkeeper (already checked to be of the admin's hostel). A condition that
 * fails means a request or the user changed since it was read: read again and retry a few times.
 */
async function removeUser(userId: string, admin: RequestActor): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const removed = (await getStoredUsers([userId])).get(userId);
    if (!removed || removed.deletedAt) return;
    try {
      await removeOnce(removed, admin);
      return;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (attempt >= maxRemovalAttempts) throw refuse('user.changedWhileRemoving');
    }
  }
}

/**
 * Removes students and roomkeepers of the admin's own hostel and answers their ids. Every id is checked
 * before anything changes: an id that is not a user of this hostel is refused the same whether it
 * exists elsewhere or not at all, an admin cannot be removed, nor the caller themselves. Removing an
 * already removed user again does nothing, so a retried call completes.
 */
export async function removeUsers(admin: UserRecord, requested: readonly string[]): Promise<string[]> {
  const ids = [...new Set(requested)];
  if (ids.includes(admin._id)) throw refuse('user.removeSelf');
  const stored = await getStoredUsers(ids);
  for (const id of ids) {
    const user = stored.get(id);
    if (!user || user.hostelId !== admin.hostelId) throw refuse('user.notFound');
    if (user.role === 'admin') throw refuse('user.notRemovable');
  }
  for (const id of ids) await removeUser(id, admin);
  return ids;
}
