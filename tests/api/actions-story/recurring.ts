/**
 * The recurring-cleaning part of the DynamoDB-actions story (`dynamo-actions.test.ts`, issue 31): a
 * recurrence made for a room, previewed for a type, listed, edited, paused, and a stale edit refused; then
 * a resident's side: their room's cleans listed, one moved (and a move to another week refused), skipped,
 * and skipped again (refused: it is no longer open).
 */
import { addDays } from '#shared/request-dates';

import { makeUser } from '../../helpers/fixtures';
import { residentClean } from '../../helpers/recurrences';
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function recurringStory({ call, admin }: Story, roomId: string): Promise<void> {
  const { token } = admin;
  const recurrence = {
    name: 'Actions schedule',
    target: { kind: 'room', roomId },
    cadence: { kind: 'weekly', weekdays: [1] },
    from: '09:00',
    to: '12:00',
    start: dateIn(1),
    closedDays: 'move',
    autoAllot: false,
  };
  const made = await call('createRecurrence', { token, body: recurrence });
  await call('previewRecurrence', {
    token,
    body: { ...recurrence, target: { kind: 'type', roomTypeId: 'single', building: 'Actions' } },
  });
  await call('listRecurrences', { token });
  const id = made.body.recurrence._id;
  await call('updateRecurrence', { token, body: { id, version: 1, ...recurrence } });
  await call('updateRecurrence', { token, body: { id, version: 1, paused: true } });
}

/** Another day of a date's Monday-to-Sunday week. */
const sameWeek = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + (next.getUTCDay() === 0 ? -1 : 1));
  return next.toISOString().slice(0, 10);
};

export async function recurringResidentsStory({ call, hostel }: Story): Promise<void> {
  // A resident of their own: the story's student changed their password in an earlier chapter.
  const student = await makeUser('student', hostel, { name: 'Actions Resident' });
  const { token } = student;
  const clean = await residentClean(hostel.id, student.id);
  const id = clean.requestId;
  await call('roomRecurringCleans', { token });
  await call('moveRecurringClean', { token, body: { id, date: sameWeek(clean.date), time: '11:00' } });
  await call('moveRecurringClean', { token, body: { id, date: addDays(clean.date, 7), time: '11:00' } });
  await call('skipRecurringClean', { token, body: { id, reason: 'Away that week' } });
  await call('skipRecurringClean', { token, body: { id } });
}
