/**
 * A calendar feed's iCalendar text (RFC 5545, `ics.ts`; issue 33). Event times are UTC instants, computed
 * from the hostel's wall clock (`zone-time.ts`): a UTC time means one instant in every client with no
 * VTIMEZONE block (which would need a copy of the time-zone database in the function), and
 * `X-WR-TIMEZONE` tells clients that honour it which zone to show. Each clean is one event whose UID is its
 * request's id and whose SEQUENCE is the request's version, so a change moves the event instead of adding
 * one; an admin's day of unallotted requests is one all-day event per date. DTSTAMP is the request's last
 * change, not the time of the fetch, so the text (and its ETag) stays the same while nothing changed.
 */
import type { ListedRequest } from '#shared/domain';
import type { Language } from '#shared/languages';
import { addDays } from '#shared/request-dates';

import { feedTexts } from './feed-texts';
import { icsComponent, icsDate, icsDocument, type IcsLine, icsText, icsUtc } from './ics';
import { zonedInstant } from './zone-time';

export const defaultCleanMinutes = 30;

/** How often a calendar app should fetch the feed again, where it lets the feed say so. */
const refresh = 'PT15M';

export interface FeedSubject {
  role: 'admin' | 'roomkeeper' | 'student';
  hostelId: string;
  hostelName: string;
  language: Language;
  timeZone: string;
}

function cleanEvent(subject: FeedSubject, request: ListedRequest): string[] {
  const start = zonedInstant(subject.timeZone, request.date, request.time);
  const minutes = request.minutes ?? defaultCleanMinutes;
  const changed = icsUtc(new Date(request.updatedAt));
  return icsComponent('VEVENT', [
    ['UID', `${request._id}@hostel-clean`],
    ['SEQUENCE', String(request.version)],
    ['DTSTAMP', changed],
    ['LAST-MODIFIED', changed],
    ['DTSTART', icsUtc(start)],
    ['DTEND', icsUtc(new Date(start.getTime() + minutes * 60_000))],
    ['SUMMARY', icsText(feedTexts[subject.language].clean(request.room))],
  ]);
}

function unallottedDay(subject: FeedSubject, date: string, day: ListedRequest[]): string[] {
  const texts = feedTexts[subject.language];
  const updated = day.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), day[0]!.updatedAt);
  const changed = icsUtc(new Date(updated));
  return icsComponent('VEVENT', [
    ['UID', `unallotted-${date}-${subject.hostelId}@hostel-clean`],
    ['DTSTAMP', changed],
    ['LAST-MODIFIED', changed],
    ['DTSTART;VALUE=DATE', icsDate(date)],
    ['DTEND;VALUE=DATE', icsDate(addDays(date, 1))],
    ['SUMMARY', icsText(texts.unallotted(day.length))],
    ['DESCRIPTION', icsText(day.map((request) => texts.roomAt(request.room, request.time)).join('\n'))],
    ['TRANSP', 'TRANSPARENT'],
  ]);
}

function events(subject: FeedSubject, requests: ListedRequest[]): string[] {
  if (subject.role !== 'admin') return requests.flatMap((request) => cleanEvent(subject, request));
  const byDate = new Map<string, ListedRequest[]>();
  for (const request of requests) byDate.set(request.date, [...(byDate.get(request.date) ?? []), request]);
  return [...byDate].flatMap(([date, day]) => unallottedDay(subject, date, day));
}

/** The feed of `subject` listing `requests`. */
export function feedText(subject: FeedSubject, requests: ListedRequest[]): string {
  const name = icsText(feedTexts[subject.language].calendarName(subject.hostelName));
  const header: IcsLine[] = [
    ['VERSION', '2.0'],
    ['PRODID', `-//Hostel Clean//Calendar feed//${subject.language.toUpperCase()}`],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['NAME', name],
    ['X-WR-CALNAME', name],
    ['X-WR-TIMEZONE', icsText(subject.timeZone)],
    ['REFRESH-INTERVAL;VALUE=DURATION', refresh],
    ['X-PUBLISHED-TTL', refresh],
  ];
  const calendar = icsComponent('VCALENDAR', header);
  // The events go inside the calendar, before its END line.
  return icsDocument([...calendar.slice(0, -1), ...events(subject, requests), calendar.at(-1)!]);
}
