/**
 * A hostel's rules for new clean requests (DESIGN §9 "Hostel settings") and the checks both sides run on
 * them: the server refuses what breaks them, and the student's form offers only what they allow.
 */
import { wallClock } from './hostel-alerts';
import { addDays, todayIn, weekdayOf } from './request-dates';

/** The times a clean may be asked for: from `from` to `to` ('HH:mm', both included) every `step` minutes. */
export interface ServiceHours {
  from: string;
  to: string;
  step: number;
}

export interface RequestRules {
  /** IANA zone of the hostel's wall clock: "today" is the date there. */
  timeZone: string;
  /** Requests a student may have Pending or Scheduled at once. */
  openLimit: number;
  /** At most one live request per student and date. */
  onePerDate: boolean;
  /** The last date a request may be for is this many days after today. */
  daysAhead: number;
  hours: ServiceHours;
  /** Days of the week without cleaning: 0 is Sunday, 6 Saturday. */
  closedWeekdays: number[];
  /** Single dates without cleaning, 'YYYY-MM-DD'. */
  closedDates: string[];
  /** A student may cancel or move their request until this many hours before the time it is for. */
  changeCutoffHours: number;
  /** A student with a room may also ask for the shared spaces (kitchen, bathroom…) of their floor (issue 30). */
  sharedSpaces: boolean;
  /** Residents are told of a recurring clean of their room this many hours before its time (issue 31). */
  noticeHours: number;
  /** The scheduled job makes recurring cleans this many days ahead (issue 31). */
  horizonDays: number;
}

/**
 * The rules of a hostel whose admin never changed them: the limits the product always had, every time of
 * day in 5-minute steps, and UTC as the clock until the admin names the hostel's zone.
 */
export const defaultRules: RequestRules = {
  timeZone: 'UTC',
  openLimit: 3,
  onePerDate: true,
  daysAhead: 60,
  hours: { from: '00:00', to: '23:55', step: 5 },
  closedWeekdays: [],
  closedDates: [],
  changeCutoffHours: 2,
  sharedSpaces: false,
  noticeHours: 48,
  horizonDays: 7,
};

/** What a date breaks, by the refusal's name (`request.<name>` in `errors.ts`), or undefined. */
export type DateRefusal = 'dateInPast' | 'dateTooFar' | 'dayClosed' | 'dateClosed';
export type TimeRefusal = 'timeOutsideHours' | 'timeOffStep' | 'timePassed';

export function dateRefusal(rules: RequestRules, date: string, today: string): DateRefusal | undefined {
  if (date < today) return 'dateInPast';
  if (date > addDays(today, rules.daysAhead)) return 'dateTooFar';
  if (rules.closedWeekdays.includes(weekdayOf(date))) return 'dayClosed';
  if (rules.closedDates.includes(date)) return 'dateClosed';
  return undefined;
}

export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function timeRefusal(hours: ServiceHours, time: string): TimeRefusal | undefined {
  const minutes = minutesOf(time);
  if (minutes < minutesOf(hours.from) || minutes > minutesOf(hours.to)) return 'timeOutsideHours';
  if ((minutes - minutesOf(hours.from)) % hours.step !== 0) return 'timeOffStep';
  return undefined;
}

/**
 * Whether `time` on `date` is already past on the hostel's clock `now` (its wall clock, `wallClock`): a
 * request for it would be overdue at once. The minute the clock shows is not past yet.
 */
export function timePassed(date: string, time: string, now: { date: string; time: string }): boolean {
  return `${date}T${time}` < `${now.date}T${now.time}`;
}

/** How far ahead of the server's clock a keeper's device (or a typed Time-Out) may be. */
export const clockSkewMs = 5 * 60 * 1000;

/** Why a completion is refused, by its code (`errors.ts`). */
export type CompletionRefusal = 'action.atInFuture' | 'action.atBeforeDay' | 'request.timeOutInFuture';

/**
 * The one rule for completing a request, whichever way it is done (the desktop dialog, the phone's Done,
 * the spec's call): it is done (`at`, the tap; else `now`) not in the future and not before the request's
 * day on the hostel's clock, and its Time-Out is not later than now there — with `clockSkewMs` of grace
 * for a device's clock.
 */
export function completionRefusal(
  request: { date: string },
  done: { timeOut: string; at?: string | undefined },
  timeZone: string,
  now: Date,
): CompletionRefusal | undefined {
  const latest = new Date(now.getTime() + clockSkewMs);
  const at = done.at === undefined ? now : new Date(done.at);
  if (at > latest) return 'action.atInFuture';
  if (todayIn(timeZone, at) < request.date) return 'action.atBeforeDay';
  const clock = wallClock(timeZone, latest);
  if (`${request.date}T${done.timeOut}` > `${clock.date}T${clock.time}`) return 'request.timeOutInFuture';
  return undefined;
}

/** Every time the hours allow, in order, 'HH:mm'. */
export function timesOf(hours: ServiceHours): string[] {
  const times: string[] = [];
  for (let minutes = minutesOf(hours.from); minutes <= minutesOf(hours.to); minutes += hours.step)
    times.push(timeOf(minutes));
  return times;
}

/**
 * Whether a student's change (cancel, another date or time) of a request for `time` on `date` comes too
 * late: the hostel's clock `cutoffHours` from `now` has reached that time. Exactly at the cutoff it is
 * closed, so "2 hours before" means at least 2 hours ahead.
 */
export function pastChangeCutoff(
  request: { date: string; time: string },
  rules: Pick<RequestRules, 'timeZone' | 'changeCutoffHours'>,
  now: Date,
): boolean {
  const cutoff = wallClock(rules.timeZone, new Date(now.getTime() + rules.changeCutoffHours * 3_600_000));
  return `${request.date}T${request.time}` <= `${cutoff.date}T${cutoff.time}`;
}
