/**
 * An admin removes students and roomkeepers of their hostel. Removal releases the user's open requests
 * in the same transactions that end the account, so that every request index and counter stays exact:
 * a keeper's Scheduled requests go back to Pending for another keeper, a student's open requests are
 * Rejected (final) and free their dates. What each release moves is derived by `effects.ts`, as for any
 * other change, and summed per transaction.
 */
import { auditPut } from '../data/audit-log';
import { mustExist, notRemoved } from '../data/counters';
import { CounterEffects, counterWrites } from '../data/effect-writes';
import { type Note, notePut, stampBump } from '../data/notifications';
import { hostelTimeZone } from '../data/read-models/stats';
import { changeWrite, type RequestActor, type RequestChange } from '../data/request-changes';
import { changeableRequests } from '../data/request-pages';
import { dateLockDeletion } from '../data/requests';
import { moveOutWrites } from '../data/residents';
import { keys } from '../data/store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { getStoredUsers } from '../data/user-lists';
import { accountRemoval, type UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { type Change, effectsOf } from './effects';
import { type StatsEvent, statsWrites } from './stats-events';

const keeperRemovedMessage = 'Roomkeeper removed from the hostel';
const studentRemovedMessage = 'Student removed from the hostel';

type Releasable = Awaited<ReturnType<typeof changeableRequests>>[number];

/** A keeper's Scheduled requests; a student's Pending and Scheduled ones. */
function openRequestsOf(user: UserRecord): Promise<Releasable[]> {
  return changeableRequests(
    user.role === 'roomkeeper'
      ? [keys.keeperRequests(user._id, 'Scheduled')]
      : [keys.studentRequests(user._id, 'Pending'), keys.studentRequests(user._id, 'Scheduled')],
  );
}

/**
 * How one open request of a removed user is released: a keeper's goes back to Pending for another keeper
 * and its student is told; a student's is Rejected, final.
 */
function releaseOf(
  request: Releasable,
  removed: UserRecord,
  admin: RequestActor,
  shownName: string,
): { change: Change; what: RequestChange; notes: Note[] } {
  if (removed.role === 'roomkeeper') {
    const note: Note = {
      to: request.studentId,
      kind: 'released',
      requestId: request._id,
      date: request.date,
      time: request.time,
      byName: admin.name,
    };
    const what: RequestChange = {
      to: 'Pending',
      set: { rejectReason: { name: shownName, message: keeperRemovedMessage, released: true } },
      remove: ['roomkeeper', 'roomKeeperId'],
      by: admin,
      action: 'release',
      note: keeperRemovedMessage,
    };
    // An admin's request for a room has no student to tell (issue 30).
    return { change: 'release', what, notes: request.studentId === '' ? [] : [note] };
  }
  const what: RequestChange = {
    to: 'Rejected',
    set: { rejectReason: { name: admin.name, message: studentRemovedMessage } },
    by: admin,
    action: 'reject',
    note: studentRemovedMessage,
  };
  return { change: 'adminReject', what, notes: [] };
}

/** The request's own writes for one release, adding what it moves (`effectsOf`) to `moved`. */
function release(
  request: Releasable,
  removed: UserRecord,
  admin: RequestActor,
  now: string,
  moved: { counters: CounterEffects; stats: StatsEvent[] },
  shownName: string,
): TransactItem[] {
  const { change, what, notes } = releaseOf(request, removed, admin, shownName);
  const { item, entry, next } = changeWrite(request, what, now);
  const effects = effectsOf(change, request, { ...next, history: [entry] }, notes);
  moved.counters.add(effects.counters);
  moved.stats.push(...effects.stats);
  const freed = effects.freedDate ? [dateLockDeletion(effects.freedDate)] : [];
  return [item, ...freed, ...notes.map((note) => notePut(note, now))];
}

/**
 * Requests released per transaction: with their notifications or date locks, counters, keeper loads,
 * rooms' board entries and analytics days (at most one each per request), the account's own writes, the
 * change stamp and the audit log's entry (issue 34; 12 before it), this stays under the 100-action limit.
 */
const releaseChunk = 11;

/** The condition on each user's counters in a removal: the removed one not removed meanwhile, others there. */
const removalCondition = (removedId: string) => (userId: string) =>
  userId === removedId ? notRemoved : mustExist;

/**
 * Releases the user's open requests and ends the account, in as few transactions as the requests
 * allow. The last one ends the account on the condition that the user's open-request counter equals
 * what was released, so a request allotted or created meanwhile cancels it instead of being left
 * behind. Earlier chunks each leave a consistent state, so a retry simply continues.
 */
async function removeOnce(
  removed: UserRecord,
  admin: RequestActor,
  timeZone: () => Promise<string>,
  shownName: string,
): Promise<void> {
  const requests = await openRequestsOf(removed);
  const chunks: Releasable[][] = [];
  for (let i = 0; i < requests.length; i += releaseChunk) chunks.push(requests.slice(i, i + releaseChunk));
  if (chunks.length === 0) chunks.push([]);
  const counter = removed.role === 'roomkeeper' ? 'scheduled' : 'openRequests';

  for (const [index, chunk] of chunks.entries()) {
    const now = new Date().toISOString();
    const moved = { counters: new CounterEffects(), stats: [] as StatsEvent[] };
    const items = chunk.flatMap((request) => release(request, removed, admin, now, moved, shownName));
    const last = index === chunks.length - 1;
    const { users, hostels, loads, boards } = counterWrites(moved.counters, {
      conditionOf: removalCondition(removed._id),
      ...(last ? { except: removed._id } : {}),
    });
    items.push(...loads, ...boards, ...users.map(({ item }) => item), ...hostels);
    if (moved.stats.length > 0)
      items.push(...(await statsWrites(removed.hostelId, moved.stats, await timeZone())));
    if (last) {
      const own = moved.counters.movesOf(removed._id);
      const released = { openRequests: own.openRequests ?? 0, scheduled: own.scheduled ?? 0 };
      items.push(...accountRemoval(removed, { released, expected: { counter, value: chunk.length }, now }));
      // A removed student frees their bed (issue 30); their user item keeps the room it names, as history.
      items.push(...moveOutWrites(removed.hostelId, removed));
      // The audit log's entry (issue 34), with the transaction that ends the account.
      const by = { _id: admin._id, name: admin.name, hostelId: removed.hostelId };
      items.push(auditPut(by, { action: 'remove', targets: [{ id: removed._id, name: shownName }] }, now));
    }
    items.push(stampBump(removed.hostelId));
    await transact(items);
  }
}

const maxRemovalAttempts = 3;

/**
 * Removes one student or roomkeeper (already checked to be of the admin's hostel). A condition that
 * fails means a request or the user changed since it was read: read again and retry a few times.
 * `shownName` is the name their released requests and the audit log keep: an erasure's marker.
 */
export async function removeUser(
  userId: string,
  admin: RequestActor,
  timeZone: () => Promise<string>,
  shownName?: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const removed = (await getStoredUsers([userId])).get(userId);
    if (!removed || removed.deletedAt) return;
    try {
      await removeOnce(removed, admin, timeZone, shownName ?? removed.name);
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
  // The analytics count the releases on the hostel's days: its time zone is read once, if needed.
  let zone: Promise<string> | undefined;
  const timeZone = () => (zone ??= hostelTimeZone(admin.hostelId));
  for (const id of ids) await removeUser(id, admin, timeZone);
  return ids;
}
