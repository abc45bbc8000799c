/**
 * The deployment's scheduled work (DESIGN §9 "Scheduled work"): the hourly EventBridge Scheduler schedule
 * invokes this Lambda, and `npm start` runs the same function on its own timer. Each run tells the admins
 * of requests that have newly gone overdue, makes the requests of recurring cleaning (issue 31) and sends the morning mail of the hostels whose hour it is.
 * `{ "anyHour": true }` sends the morning mail of every hostel now (`npm run digest`).
 */
import type { Context } from 'aws-lambda';

import { runMorningMail } from '../domain/morning-mail';
import { tellOverdue } from '../domain/overdue-notices';
import { runRecurring } from '../domain/recurring-run';
import { runHostels } from '../domain/run-hostels';
import { log, withLogContext } from '../log';
import type { Sleep } from '../mail/send-retry';

export interface ScheduledEvent {
  anyHour?: boolean;
}

export async function runScheduledWork(
  event: ScheduledEvent = {},
  now = new Date(),
  /** The wait between tries of a mail that failed (tests pass one that does not wait). */
  sleep?: Sleep,
) {
  const hostels = await runHostels();
  // Recurring cleaning first: the requests it makes for today are then in today's overdue look and mail.
  const recurring = await runRecurring(hostels, { now });
  const overdue = await tellOverdue(hostels, now);
  const morning = await runMorningMail(hostels, {
    now,
    anyHour: event.anyHour === true,
    ...(sleep ? { sleep } : {}),
  });
  return { recurring, overdue, morning };
}

export const handler = (event: unknown, context?: Context): Promise<void> =>
  withLogContext('scheduledWork', context, () => run(event));

async function run(event: unknown): Promise<void> {
  const anyHour = typeof event === 'object' && event !== null && (event as ScheduledEvent).anyHour === true;
  const result = await runScheduledWork({ anyHour });
  log.info('scheduled work done', {
    overdueTold: result.overdue.reduce((sum, hostel) => sum + hostel.told, 0),
    mailed: result.morning.reduce((sum, hostel) => sum + hostel.mailed, 0),
    mailUnsent: result.morning.reduce((sum, hostel) => sum + hostel.unsent, 0),
    recurringMade: result.recurring.reduce((sum, hostel) => sum + hostel.made, 0),
    recurringExisting: result.recurring.reduce((sum, hostel) => sum + hostel.existing, 0),
    recurringBusy: result.recurring.reduce((sum, hostel) => sum + hostel.busy, 0),
    recurringAllotted: result.recurring.reduce((sum, hostel) => sum + hostel.allotted, 0),
    recurringUnplaced: result.recurring.reduce((sum, hostel) => sum + hostel.unplaced, 0),
    recurringStopped: result.recurring.filter((hostel) => hostel.stopped).length,
    recurringTold: result.recurring.reduce((sum, hostel) => sum + hostel.told, 0),
  });
}
