/**
 * Issue 28: a student cancels their Pending or Scheduled request, or asks for another date or time, until
 * the hostel's cutoff (`changeCutoffHours` before the time it is for); an admin moves a request's date or
 * time (the student asked by phone) with no cutoff. Both within the rules a new request must meet.
 *
 * A cancel deletes the request as the spec's Delete does (its date is free, it keeps no history), but it
 * may also be Scheduled, and the keeper and the admins are told. A Scheduled request moved to another day
 * stays with its keeper when they are not off that day; otherwise it goes back to Pending for the admin to
 * allot, and the keeper is told it left their list. The student's one-request-per-date lock moves with the
 * date (`effects.ts`), in the same transaction as the keeper's load and every counter.
 */
import type { CleanRequest } from '#shared/domain';
import { pastChangeCutoff, type RequestRules } from '#shared/request-rules';
import type { RescheduleRequestBody } from '#shared/schemas/request-changes';

import { liveRoomkeeperOf } from '../data/counters';
import { isDayOff } from '../data/day-off';
import { getRules } from '../data/hostel-settings';
import { hostelAdminIds, type Note } from '../data/notifications';
import { type RequestChange, requestDeletion } from '../data/request-changes';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { aboutRequest } from './notices';
import { ruleRefusal } from './request-rule-check';
import { change, changeWith, ofHostel, readFor, type Right } from './request-workflow';

/**
 * The student's own request. Unlike the spec's Delete (403 `request.notYours`), another student's request
 * answers exactly as a missing one, as another hostel's does: its id tells nothing.
 */
const ownOnly =
  (student: UserRecord): Right =>
  (request) => {
    if (request.hostelId !== student.hostelId || request.studentId !== student._id)
      throw refuse('request.notFound');
  };

const cutoffMessage = (hours: number) =>
  `This request can no longer be changed: changes close ${hours} ${hours === 1 ? 'hour' : 'hours'} before its time.`;

/** A started cleaning is not changed by anyone; a student's change must come before the hostel's cutoff. */
export function checkChangeable(request: CleanRequest, rules: RequestRules, byStudent: boolean, now: Date) {
  if (request.startedAt !== undefined) throw refuse('request.alreadyStarted');
  if (byStudent && pastChangeCutoff(request, rules, now))
    throw refuse('request.changeTooLate', { message: cutoffMessage(rules.changeCutoffHours) });
}

/** The keeper a request is Scheduled to, if it is. */
const keeperOf = (request: CleanRequest) =>
  request.requestStatus === 'Scheduled' ? request.roomKeeperId : undefined;

/** Student: cancels their own Pending or Scheduled request before the cutoff; the keeper and admins are told. */
export async function cancel(student: UserRecord, requestId: string, now = new Date()): Promise<void> {
  const [request, rules, admins] = await Promise.all([
    readFor(requestId, ownOnly(student), 'cancel'),
    getRules(student.hostelId),
    hostelAdminIds(student.hostelId),
  ]);
  checkChangeable(request, rules, true, now);
  const about = aboutRequest(request);
  const told = { ...about, studentName: request.studentName, byName: student.name };
  const keeperId = keeperOf(request);
  const notes: Note[] = [
    ...(keeperId ? [{ to: keeperId, kind: 'cancelled' as const, ...told }] : []),
    ...admins.map((to) => ({ to, kind: 'cancelled' as const, ...told })),
    { to: student._id, kind: 'done', action: 'cancel', ...about },
  ];
  await changeWith('cancel', request, { item: requestDeletion(request) }, notes, {
    timeZone: rules.timeZone,
  });
}

/**
 * A student (their own request, before the cutoff) or an admin (any of the hostel's) gives a Pending or
 * Scheduled request another date or time; answers the request as it now is. The same date and time
 * change nothing.
 */
export async function reschedule(
  user: UserRecord,
  input: RescheduleRequestBody,
  now = new Date(),
  /** A resident moving a recurring clean of their room (issue 31): who may, and what else the date must meet. */
  resident?: { right: Right; check: (request: CleanRequest) => void },
): Promise<CleanRequest> {
  const byStudent = user.role === 'student';
  const right = resident?.right ?? (byStudent ? ownOnly(user) : ofHostel(user));
  const [request, rules, admins] = await Promise.all([
    readFor(input.id, right, 'reschedule'),
    getRules(user.hostelId),
    byStudent ? hostelAdminIds(user.hostelId) : Promise.resolve([]),
  ]);
  checkChangeable(request, rules, byStudent, now);
  const broken = ruleRefusal(rules, input, now);
  if (broken) throw broken;
  resident?.check(request);
  if (input.date === request.date && input.time === request.time) return request;

  const keeperId = keeperOf(request);
  // The keeper keeps it unless they are off on the new day (the same day keeps them: only the time moves).
  const keeps =
    keeperId !== undefined && (input.date === request.date || !(await isDayOff(keeperId, input.date)));
  const moved = { date: input.date, time: input.time };
  // Off on the new day, the keeper loses it: back to Pending for the admin to allot.
  const what: RequestChange = {
    to: keeperId === undefined || keeps ? request.requestStatus : 'Pending',
    set: moved,
    ...(keeperId !== undefined && !keeps ? { remove: ['roomkeeper', 'roomKeeperId'] as const } : {}),
    by: user,
    action: 'move',
    note: `${input.date} ${input.time}`,
  };

  const words = {
    ...aboutRequest({ ...request, ...moved }),
    fromDate: request.date,
    fromTime: request.time,
    studentName: request.studentName,
    byName: user.name,
  };
  const notes: Note[] = [
    ...(byStudent ? [] : [{ to: request.studentId, kind: 'moved' as const, ...words }]),
    ...(keeperId
      ? [{ to: keeperId, kind: keeps ? ('moved' as const) : ('movedOff' as const), ...words }]
      : []),
    ...admins.map((to) => ({ to, kind: 'moved' as const, ...words })),
    { to: user._id, kind: 'done', action: 'move', ...words },
  ];
  return change('reschedule', request, what, notes, {
    timeZone: rules.timeZone,
    onePerDate: rules.onePerDate,
    guards:
      keeperId && keeps
        ? [{ userId: keeperId, condition: liveRoomkeeperOf(request.hostelId), refusal: 'keeper.gone' }]
        : [],
  });
}
