/**
 * A calendar feed's iCalendar text (RFC 5545, written by `ical-generator`; issue 33). Event times are UTC
 * instants, computed from the hostel's wall clock (`zone-time.ts`): a UTC time means one instant in every
 * client with no VTIMEZONE block (which would need a copy of the time-zone database in the function), and
 * `X-WR-TIMEZONE` tells clients that honour it which zone to show. Each clean is one event whose UID is its
 * request's id and whose SEQUENCE is the request's version, so a change moves the event instead of adding
 * one; an admin's day of unallotted requests is one all-day event per date.
 */
import ical, { type ICalCalendar } from 'ical-generator';

import type { ListedRequest } from '#shared/domain';
import type { Language } from '#shared/languages';

import { feedTexts } from './feed-texts';
import { zonedInstant } from './zone-time';

export const defaultCleanMinutes = 30;

export interface FeedSubject {
  role: 'admin' | 'roomkeeper' | 'student';
  hostelId: string;
  hostelName: string;
  language: Language;
  timeZone: string;
}

function cleanEvents(calendar: ICalCalendar, subject: FeedSubject, requests: ListedRequest[]) {
  const texts = feedTexts[subject.language];
  for (const request of requests) {
    const start = zonedInstant(subject.timeZone, request.date, request.time);
    const minutes = request.minutes ?? defaultCleanMinutes;
    calendar.createEvent({
      id: `${request._id}@hostel-clean`,
      sequence: request.version,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      stamp: new Date(request.updatedAt),
      lastModified: new Date(request.updatedAt),
      summary: texts.clean(request.room),
    });
  }
}

function unallottedDays(calendar: ICalCalendar, subject: FeedSubject, requests: ListedRequest[]) {
  const texts = feedTexts[subject.language];
  const byDate = new Map<string, ListedRequest[]>();
  for (const request of requests) byDate.set(request.date, [...(byDate.get(request.date) ?? []), request]);
  for (const [date, day] of byDate) {
    const updated = day.reduce(
      (latest, r) => (r.updatedAt > latest ? r.updatedAt : latest),
      day[0]!.updatedAt,
    );
    calendar.createEvent({
      id: `unallotted-${date}-${subject.hostelId}@hostel-clean`,
      allDay: true,
      start: new Date(`${date}T00:00:00Z`),
      stamp: new Date(updated),
      lastModified: new Date(updated),
      summary: texts.unallotted(day.length),
      description: day.map((request) => texts.roomAt(request.room, request.time)).join('\n'),
    });
  }
}

/** The feed of `subject` listing `requests`. */
export function feedText(subject: FeedSubject, requests: ListedRequest[]): string {
  const calendar = ical({
    name: feedTexts[subject.language].calendarName(subject.hostelName),
    prodId: { company: 'Hostel Clean', product: 'Calendar feed', language: subject.language.toUpperCase() },
    ttl: 15 * 60,
    x: [['X-WR-TIMEZONE', subject.timeZone]],
  });
  if (subject.role === 'admin') unallottedDays(calendar, subject, requests);
  else cleanEvents(calendar, subject, requests);
  return calendar.toString();
}
