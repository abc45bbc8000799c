/**
 * Days off by range and weekly pattern (issue 28): every date from `from` to `to`, or only the chosen days
 * of the week ("every Sunday until 30 June"). The range spans at most `maxDaysOffSpan` days, so one call
 * is one transaction (all dates or none) whatever is asked; a date already marked stays marked, so a call
 * repeated changes nothing. The rule of one day applies to each date: a day off is accepted even when
 * cleanings are already Scheduled to the keeper that day (they stay allotted; the admin may allot them
 * elsewhere), and the answer says, per date, how many there are.
 */
import { errorCodes } from '#shared/errors';
import { addDays, weekdayOf } from '#shared/request-dates';
import { maxDaysOffSpan } from '#shared/schemas/days-off';

import { daysOffBetween, scheduledOn, setDaysOff } from '../data/days-off';
import type { UserRecord } from '../data/users';
import { refuse, refuseField } from '../refusal';
import { type DaysOff, daysOffWindow, keeperOf } from './days-off';

export interface DaysOffRange extends DaysOff {
  changed: { date: string; scheduled: number }[];
}

/** The dates of the range that fall on the weekdays (every one without). */
export function datesOfRange(from: string, to: string, weekdays?: readonly number[]): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    if (!weekdays || weekdays.includes(weekdayOf(date))) dates.push(date);
  return dates;
}

export async function changeDaysOffRange(
  user: UserRecord,
  change: {
    keeperId?: string | undefined;
    from: string;
    to: string;
    weekdays?: number[] | undefined;
    off: boolean;
  },
): Promise<DaysOffRange> {
  const keeperId = keeperOf(user, change.keeperId, 'keeperId');
  if (change.from > change.to)
    throw refuseField('to', errorCodes['request.dateRange'].message, 'request.dateRange');
  if (addDays(change.from, maxDaysOffSpan - 1) < change.to) throw refuse('dayOff.rangeTooLong');
  const { today, last } = await daysOffWindow(user.hostelId);
  if (change.from < today) throw refuse('dayOff.dateInPast');
  if (change.to > last) throw refuse('dayOff.dateTooFar');
  const dates = datesOfRange(change.from, change.to, change.weekdays);
  if (dates.length === 0) throw refuse('dayOff.noDates');
  // Read before the write: what each date holds is what the admin is told, not a condition of the change.
  const scheduled = await scheduledOn(keeperId, dates);
  if (!(await setDaysOff(user.hostelId, keeperId, dates, change.off))) throw refuse('keeper.notFound');
  return {
    keeperId,
    dates: await daysOffBetween(keeperId, today, last),
    changed: dates.map((date) => ({ date, scheduled: scheduled.get(date) ?? 0 })),
  };
}
