/** Recurrences (issue 31) for tests: a valid create body, and one stored straight through the data layer. */
import { randomUUID } from 'node:crypto';

import type { Recurrence } from '#shared/answers/recurring';
import type { CreateRecurrenceBody } from '#shared/schemas/recurring';

/** A weekly clean of the hostel's shared spaces on Mondays and Thursdays, 09:00–12:00, from 2026-12-01. */
export const recurrenceBody = (change: Partial<CreateRecurrenceBody> = {}): CreateRecurrenceBody => ({
  name: 'Shared spaces',
  target: { kind: 'shared' },
  cadence: { kind: 'weekly', weekdays: [1, 4] },
  from: '09:00',
  to: '12:00',
  start: '2026-12-01',
  closedDays: 'move',
  autoAllot: false,
  ...change,
});

/** A recurrence of `hostelId` put by the data layer (as a create would store it). */
export async function storedRecurrence(
  hostelId: string,
  change: Partial<CreateRecurrenceBody> = {},
): Promise<Recurrence> {
  const { putRecurrence } = await import('#functions/data/recurrences');
  const now = new Date().toISOString();
  return putRecurrence({
    ...recurrenceBody(change),
    _id: randomUUID(),
    hostelId,
    paused: change.paused ?? false,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
}

/**
 * A recurring clean of a new room of `hostelId` that `studentId` now lives in (moved there from any other
 * room), made by the scheduled job: a weekly recurrence of that room on the weekday two days on.
 */
export async function residentClean(
  hostelId: string,
  studentId: string,
): Promise<{ requestId: string; roomId: string; date: string }> {
  const { addRooms } = await import('#functions/data/room-writes');
  const { assignResidence } = await import('#functions/data/residents');
  const { getUser } = await import('#functions/data/users');
  const { getSettings } = await import('#functions/data/hostel-settings');
  const { runRecurring } = await import('#functions/domain/recurring-run');
  const { requestsOfRoom } = await import('#functions/data/room-requests');
  const { addDays, todayIn, weekdayOf } = await import('#shared/request-dates');
  const { created } = await addRooms(hostelId, [
    { building: `R-${randomUUID().slice(0, 8)}`, floor: '1', number: '101', typeId: 'single', beds: 1 },
  ]);
  const room = created[0]!;
  const student = await getUser(studentId);
  if (!student) throw new Error('no such student');
  await assignResidence(student, { room });
  const settings = await getSettings(hostelId);
  const date = addDays(todayIn(settings.rules.timeZone), 2);
  await storedRecurrence(hostelId, {
    target: { kind: 'room', roomId: room.id },
    cadence: { kind: 'weekly', weekdays: [weekdayOf(date)] },
    start: todayIn(settings.rules.timeZone),
    from: '10:00',
  });
  await runRecurring([{ id: hostelId, name: '', settings }], { now: new Date() });
  const { requests } = await requestsOfRoom(hostelId, room.id, undefined);
  const made = requests.find((request) => request.recurrenceId !== undefined && request.date === date);
  if (!made) throw new Error('the job made no clean');
  return { requestId: made._id, roomId: room.id, date };
}
