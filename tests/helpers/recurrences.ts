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
