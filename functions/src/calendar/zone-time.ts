/** The instant a hostel's wall-clock date and time name, for a feed's UTC event times (issue 33). */
import { wallClock } from '#shared/hostel-alerts';

const asUtc = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

/** Minutes the zone's clock is ahead of UTC at an instant. */
function offsetAt(timeZone: string, instant: number): number {
  const wall = wallClock(timeZone, new Date(instant));
  return asUtc(wall.date, wall.time) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` `time`. The offset is taken twice, at a
 * first guess and at the result, so a date on the other side of a daylight-saving change gets its own; a
 * time the clocks skip (a spring-forward hour) lands an hour on, as clocks show it.
 */
export function zonedInstant(timeZone: string, date: string, time: string): Date {
  const naive = asUtc(date, time);
  const first = naive - offsetAt(timeZone, naive);
  return new Date(naive - offsetAt(timeZone, first));
}
