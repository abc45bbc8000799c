/**
 * The demo hostel's clock during the browser suite. The product refuses a request for a time already past
 * today and a completion before the request's day or with a Time-Out still ahead, all on the hostel's
 * clock (issue 27). So the suite names the hostel's time zone itself: the fixed-offset zone in which it
 * is now early morning (05:00–05:59). Then, whatever hour the suite runs at, requests for today from
 * `laterToday` on are still ahead for hours, and `earlierToday` times (Time-In, Time-Out) already passed;
 * the hostel's date does not change before the suite ends.
 */
import { wallClock } from '#shared/hostel-alerts';
import { addDays, todayIn } from '#shared/request-dates';

import { expect } from './expect';

/** The fixed-offset zone `offset` hours east of UTC (−12 to +14). Its name's sign is POSIX's: Etc/GMT-5 is UTC+5. */
export function zoneAt(offset: number): string {
  if (offset < -12 || offset > 14) throw new Error(`No fixed-offset zone is ${offset} hours from UTC`);
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The offset from UTC, in hours from −12 to +11, at which the wall clock shows 05:xx at `now`. */
export function earlyMorningOffset(now = new Date()): number {
  const offset = 5 - now.getUTCHours();
  return offset < -12 ? offset + 24 : offset;
}

/** Where the run's global setup leaves the offset it chose, for the test workers to read. */
export const hostelOffsetEnv = 'HOSTEL_E2E_OFFSET';

/**
 * Chosen once per run (by the global setup; the workers read its choice), so every scenario reads the same
 * "today" as the hostel set up by `setHostelClock`.
 */
export const hostelOffset = process.env[hostelOffsetEnv]
  ? Number(process.env[hostelOffsetEnv])
  : earlyMorningOffset();
export const hostelZone = zoneAt(hostelOffset);

/** The hostel's wall clock now: its date and 'HH:mm'. */
export function hostelNow() {
  return wallClock(hostelZone, new Date());
}

/** The hostel's date `days` after its today, 'YYYY-MM-DD'. */
export function hostelDate(days = 0): string {
  return addDays(todayIn(hostelZone), days);
}

/** Times of the hostel's today still ahead (the clock shows at most 08:59 after three hours of suite). */
export const laterToday = { first: '09:00', second: '10:00', third: '11:00' } as const;

/** Times of the hostel's today already past (its clock shows 05:00 or later): a clean done early. */
export const earlierToday = { timeIn: '01:00', timeOut: '01:30' } as const;

/**
 * Signs the demo admin in through the API and sets the demo hostel's zone, and one request per date off:
 * the scenarios that complete a demo student's request all need one for today.
 */
export async function setHostelClock(baseUrl: string, email: string, password: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role: 'admin' }),
  });
  expect.equal(login.status, 200, 'the status of the suite admin sign-in');
  const { authToken } = (await login.json()) as { authToken: string };
  const set = await fetch(`${baseUrl}/api/hostelSettings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify({ timeZone: hostelZone, onePerDate: false }),
  });
  expect.equal(set.status, 200, "the status of setting the demo hostel's clock");
}
