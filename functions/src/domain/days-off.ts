/**
 * Roomkeepers' days off (issue 15): an admin marks them for any keeper of the hostel, a keeper for
 * themself; the allot dialog and auto-allot never suggest a keeper on a day off, and the site asks before
 * an admin allots to one (the server accepts it: the admin may know better).
 */
import { messages } from '#shared/messages';
import { addDays, todayIn } from '#shared/request-dates';

import { daysOffBetween, setDayOff } from '../data/days-off';
import { getSettings } from '../data/hostel-settings';
import { getUser, type UserRecord } from '../data/users';
import { refuse, refuseField } from '../refusal';

/** How far ahead a day off may be marked, and listed. */
const yearAhead = 366;

export interface DaysOff {
  keeperId: string;
  dates: string[];
}

/** Whose days off the caller means: a keeper only their own; an admin must name the keeper. */
export function keeperOf(user: UserRecord, keeperId: string | undefined, field: string): string {
  if (user.role === 'roomkeeper') {
    if (keeperId !== undefined && keeperId !== user._id) throw refuse('auth.identityMismatch');
    return user._id;
  }
  if (keeperId === undefined) throw refuseField(field, messages.required);
  return keeperId;
}

async function hostelToday(hostelId: string): Promise<string> {
  return todayIn((await getSettings(hostelId)).rules.timeZone);
}

/** The dates a day off may be marked on: from the hostel's today to a year ahead. */
export async function daysOffWindow(hostelId: string): Promise<{ today: string; last: string }> {
  const today = await hostelToday(hostelId);
  return { today, last: addDays(today, yearAhead) };
}

/** The keeper's days off from the hostel's today on. */
export async function listDaysOff(user: UserRecord, keeperIdAsked: string | undefined): Promise<DaysOff> {
  const keeperId = keeperOf(user, keeperIdAsked, 'query.keeperId');
  const [today, keeper] = await Promise.all([
    hostelToday(user.hostelId),
    keeperId === user._id ? Promise.resolve(user) : getUser(keeperId),
  ]);
  if (!keeper || keeper.role !== 'roomkeeper' || keeper.hostelId !== user.hostelId) {
    throw refuse('keeper.notFound');
  }
  return { keeperId, dates: await daysOffBetween(keeperId, today, addDays(today, yearAhead)) };
}

/** Marks or clears one day off, then answers the keeper's days off as they now are. */
export async function changeDayOff(
  user: UserRecord,
  change: { keeperId?: string | undefined; date: string; off: boolean },
): Promise<DaysOff> {
  const keeperId = keeperOf(user, change.keeperId, 'keeperId');
  const today = await hostelToday(user.hostelId);
  const last = addDays(today, yearAhead);
  if (change.date < today) throw refuse('dayOff.dateInPast');
  if (change.date > last) throw refuse('dayOff.dateTooFar');
  if (!(await setDayOff(user.hostelId, keeperId, change.date, change.off))) throw refuse('keeper.notFound');
  return { keeperId, dates: await daysOffBetween(keeperId, today, last) };
}
