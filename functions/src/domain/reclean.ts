/**
 * A re-clean (issue 32): a new request for the room of a Completed clean, linked to it, made by an admin
 * after a failed inspection or a low rating or complaint, in the same transaction as what caused it. It is
 * outside the student's limits — it has no student of its own (as an admin's request for a room, issue 30:
 * no lock, no open-request count), and the student of the first clean is told and may read its timeline
 * (`recleanFor`). It is allotted at once to the keeper who did the first clean while they are still one of
 * the hostel's, else it waits as Pending. Its effects are a create followed by an allot (`effectsOf`), so
 * every counter, load, board entry and stat moves as if the admin had made both.
 */
import type { CleanRequest } from '#shared/domain';
import { requestMinutesOf } from '#shared/effort';
import type { ErrorCode } from '#shared/errors';
import { todayIn } from '#shared/request-dates';
import type { RoomType } from '#shared/rooms';

import { liveRoomkeeperOf } from '../data/counters';
import { CounterEffects, transitionWrites } from '../data/effect-writes';
import { inspectionDueDeletion } from '../data/inspections-due';
import type { Note } from '../data/notifications';
import { changeWrite } from '../data/request-changes';
import { newRequestOf, requestPut, roomPointerPut } from '../data/requests';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { getUser, type UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { boardPlaceOf, effectsOf, unreadOf } from './effects';
import { aboutRequest, told } from './notices';
import { eventsOfEntry, type StatsEvent, statsWrites } from './stats-events';

/** The keeper a re-clean goes to: the first clean's, while still a live roomkeeper of the hostel. */
export async function recleanKeeper(original: CleanRequest): Promise<UserRecord | undefined> {
  if (!original.roomKeeperId) return undefined;
  const keeper = await getUser(original.roomKeeperId);
  const live =
    keeper &&
    keeper.role === 'roomkeeper' &&
    keeper.hostelId === original.hostelId &&
    !keeper.deletedAt &&
    keeper.status !== 'awaiting';
  return live ? keeper : undefined;
}

/** The re-clean as it is made: for the first clean's room, today in the hostel, at the first clean's time. */
export function recleanOf(
  admin: UserRecord,
  original: CleanRequest,
  keeper: UserRecord | undefined,
  context: { timeZone: string; types: readonly RoomType[]; message?: string | undefined },
  now: string,
): { pending: CleanRequest; made: CleanRequest } {
  const pending = newRequestOf(
    admin,
    {
      room: original.room,
      floor: original.floor,
      date: todayIn(context.timeZone, new Date(now)),
      time: original.time,
      ...(context.message ? { message: context.message } : {}),
      ...(original.roomId ? { roomId: original.roomId } : {}),
      ...(original.roomTypeId ? { roomTypeId: original.roomTypeId } : {}),
      ...(original.roomPlace ? { roomPlace: original.roomPlace } : {}),
    },
    now,
  );
  if (!keeper) return { pending, made: pending };
  const made: CleanRequest = {
    ...pending,
    requestStatus: 'Scheduled',
    roomkeeper: keeper.name,
    roomKeeperId: keeper._id,
    minutes: requestMinutesOf(context.types, pending),
    history: [
      ...pending.history,
      { at: now, by: admin._id, byName: admin.name, action: 'allot', status: 'Scheduled', note: keeper.name },
    ],
  };
  return { pending, made };
}

export interface RecleanCommit {
  admin: UserRecord;
  original: CleanRequest;
  /** What happened to the first clean: its history entry (`inspect` or `reclean`). */
  action: 'inspect' | 'reclean';
  note?: string | undefined;
  /** The re-clean, when one is made (an inspection that passed makes none). */
  reclean?: { pending: CleanRequest; made: CleanRequest; keeper?: UserRecord | undefined };
  /** What the keeper is told failed (`reclean` notes): an inspection's items, else `reason` (a complaint). */
  failed?: readonly string[];
  reason?: string | undefined;
  /** More writes of the same transaction (the inspection item); `refusalAt` names their refusals. */
  more?: readonly TransactItem[];
  moreRefusal?: ErrorCode;
  timeZone: string;
  now: string;
}

/**
 * One transaction: the first clean's history entry (and its `recleanId`), the re-clean with its room
 * pointer, its counters and stats, the notes to its keeper, the student and the admin, and `more`. A
 * failed condition on the first clean means it changed (or was re-cleaned) meanwhile: `reclean.exists`.
 */
export async function commitReclean(commit: RecleanCommit): Promise<void> {
  const { admin, original, reclean, now } = commit;
  const made = reclean?.made;
  // An inspection settles a clean picked for one (sampling): its mark, its board count, its list entry.
  const settled = commit.action === 'inspect' && original.inspectDue === true;
  const { item, entry } = changeWrite(
    original,
    {
      to: 'Completed',
      by: admin,
      action: commit.action,
      ...(commit.note !== undefined ? { note: commit.note } : {}),
      ...(made ? { set: { recleanId: made._id } } : {}),
      ...(settled ? { remove: ['inspectDue'] as const } : {}),
    },
    now,
  );
  const notes: Note[] = [
    { to: admin._id, kind: 'done', action: commit.action, ...aboutRequest(original) },
    ...(made ? recleanNotes(admin, original, made, commit.failed ?? [], commit.reason) : []),
  ];
  const effects = new CounterEffects();
  const place = settled ? boardPlaceOf(original) : undefined;
  if (place) effects.board(place, { inspectDue: -1 });
  // An inspection counts for the keeper and room type of the clean (issue 32), as the backfill reads it.
  const stats: StatsEvent[] =
    commit.action === 'inspect' ? eventsOfEntry(entry, original, original.history, '') : [];
  const own: TransactItem[] = [item, ...(commit.more ?? [])];
  if (settled) own.push(inspectionDueDeletion(original));
  if (reclean && made) {
    const created = effectsOf('create', undefined, reclean.pending, notes);
    effects.add(created.counters);
    stats.push(...created.stats);
    if (made !== reclean.pending) {
      const allotted = effectsOf('allot', reclean.pending, made);
      effects.add(allotted.counters);
      stats.push(...allotted.stats);
    }
    own.push(requestPut(made, { recleanOf: original._id, recleanFor: original.studentId }));
    own.push(...roomPointerPut(made));
  } else effects.add(unreadOf(notes));
  const keeperId = made?.roomKeeperId;
  const { items, userIndex } = transitionWrites({
    request: own,
    effects,
    guards: new Map(keeperId ? [[keeperId, liveRoomkeeperOf(admin.hostelId)]] : []),
    told: told(admin.hostelId, notes, now),
    stats: await statsWrites(admin.hostelId, stats, commit.timeZone),
  });
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    const keeperAt = keeperId ? userIndex.get(keeperId) : undefined;
    if (keeperAt !== undefined && error.failed.includes(keeperAt)) throw refuse('keeper.gone');
    const moreFailed = error.failed.some((index) => index > 0 && index <= (commit.more?.length ?? 0));
    throw refuse(moreFailed && commit.moreRefusal ? commit.moreRefusal : 'reclean.exists');
  }
}

/** The re-clean's keeper hears what failed; the first clean's student, that their room is cleaned again. */
function recleanNotes(
  admin: UserRecord,
  original: CleanRequest,
  made: CleanRequest,
  failed: readonly string[],
  reason: string | undefined,
): Note[] {
  const about = aboutRequest(made);
  return [
    ...(made.roomKeeperId
      ? [
          {
            to: made.roomKeeperId,
            kind: 'reclean' as const,
            ...about,
            byName: admin.name,
            reason: reason ?? failed.join(', '),
            ...(failed.length > 0 ? { items: [...failed] } : {}),
            ...(made.message ? { message: made.message } : {}),
          },
        ]
      : []),
    // An admin's request for a room (issue 30) has no student to tell.
    ...(original.studentId
      ? [{ to: original.studentId, kind: 'recleanPlanned' as const, ...about, byName: admin.name }]
      : []),
  ];
}
