/**
 * The residents' side of recurring cleaning (issue 31): a resident of the room skips a recurring clean of
 * it, or moves it to another allowed day of its week, until the hostel's cutoff — the same rule as a
 * student's cancel or reschedule of their own request. Only a resident may, and the room is the one on the
 * verified user's item: another room's or another hostel's request answers exactly as a missing one.
 *
 * A skip is the admin's reject made by the resident (the request is Rejected with their reason, so its
 * timeline keeps who and why, and the board, loads and counters follow from `effectsOf`); the room's
 * `skipsInARow` counter rises in the same transaction, and the admins are told once when it reaches 3.
 */
import type { CleanRequest } from '#shared/domain';
import { addDays, weekdayOf } from '#shared/request-dates';
import type { MoveRecurringBody, SkipRecurringBody } from '#shared/schemas/recurring';

import { getRules } from '../data/hostel-settings';
import { hostelAdminIds, type Note } from '../data/notifications';
import { skipCountWrite, skipsToFlag } from '../data/room-skips';
import { getRoom } from '../data/rooms';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { aboutRequest } from './notices';
import { checkChangeable, reschedule } from './request-reschedule';
import { change, readFor, type Right } from './request-workflow';

/** A recurring clean of the student's own room, of their hostel; anything else is missing to them. */
export const residentOf =
  (student: UserRecord): Right =>
  (request) => {
    if (
      request.hostelId !== student.hostelId ||
      request.recurrenceId === undefined ||
      student.roomId === undefined ||
      request.roomId !== student.roomId
    )
      throw refuse('request.notFound');
  };

/** The Monday of a date's week: a move stays within it. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Resident: skips a Pending or Scheduled recurring clean of their room before the cutoff; answers it. */
export async function skipRecurring(
  student: UserRecord,
  input: SkipRecurringBody,
  now = new Date(),
): Promise<CleanRequest> {
  const [request, rules, admins] = await Promise.all([
    readFor(input.id, residentOf(student), 'adminReject'),
    getRules(student.hostelId),
    hostelAdminIds(student.hostelId),
  ]);
  checkChangeable(request, rules, true, now);
  const room = request.roomId ? await getRoom(student.hostelId, request.roomId) : undefined;
  if (!room) throw refuse('request.notFound');
  const reason = input.reason ?? '';
  const about = aboutRequest(request);
  const keeperId = request.requestStatus === 'Scheduled' ? request.roomKeeperId : undefined;
  // The keeper's and admins' bell says why; a skip without a word still reads as one.
  const skipped = { ...about, reason: reason === '' ? '—' : reason, byName: student.name };
  const before = room.skipsInARow ?? 0;
  const notes: Note[] = [
    ...(keeperId ? [{ to: keeperId, kind: 'skipped' as const, ...skipped }] : []),
    ...admins.map((to) => ({ to, kind: 'skipped' as const, ...skipped })),
    // Told once: only the skip that makes it three.
    ...(before + 1 === skipsToFlag
      ? admins.map((to) => ({ to, kind: 'roomSkips' as const, ...about, count: skipsToFlag }))
      : []),
    { to: student._id, kind: 'done', action: 'skip', ...about },
  ];
  return change(
    'adminReject',
    request,
    {
      to: 'Rejected',
      set: { rejectReason: { name: student.name, message: reason } },
      by: student,
      action: 'skip',
      note: reason,
    },
    notes,
    {
      timeZone: rules.timeZone,
      // The counter is written on the value read: two skips of the room at once cannot both count from it.
      more: () => [skipCountWrite(student.hostelId, room.id, before)],
    },
  );
}

/** Resident: moves a recurring clean of their room to another allowed day and time of its week. */
export function moveRecurring(
  student: UserRecord,
  input: MoveRecurringBody,
  now = new Date(),
): Promise<CleanRequest> {
  return reschedule(student, input, now, {
    right: residentOf(student),
    check: (request) => {
      if (mondayOf(input.date) !== mondayOf(request.date)) throw refuse('recurrence.otherWeek');
    },
  });
}
