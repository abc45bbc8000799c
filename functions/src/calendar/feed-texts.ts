/**
 * The words of a calendar feed (issue 33), in the reader's language: the six of spec §9. Kept beside the
 * feed, not in the site's locale files, because the feed is written by a function that bundles no i18next.
 */
import type { Language } from '#shared/languages';

export interface FeedTexts {
  /** An event of one clean: a keeper's or a student's. */
  clean: (room: string) => string;
  /** An admin's day: how many requests wait to be allotted. */
  unallotted: (count: number) => string;
  /** The rooms and times under an admin's day. */
  roomAt: (room: string, time: string) => string;
  calendarName: (hostel: string) => string;
}

export const feedTexts: Record<Language, FeedTexts> = {
  en: {
    clean: (room) => `Clean: room ${room}`,
    unallotted: (count) => `Unallotted cleans: ${count}`,
    roomAt: (room, time) => `Room ${room} at ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
  de: {
    clean: (room) => `Reinigung: Zimmer ${room}`,
    unallotted: (count) => `Nicht zugeteilte Reinigungen: ${count}`,
    roomAt: (room, time) => `Zimmer ${room} um ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
  es: {
    clean: (room) => `Limpieza: habitación ${room}`,
    unallotted: (count) => `Limpiezas sin asignar: ${count}`,
    roomAt: (room, time) => `Habitación ${room} a las ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
  fr: {
    clean: (room) => `Ménage : chambre ${room}`,
    unallotted: (count) => `Ménages non attribués : ${count}`,
    roomAt: (room, time) => `Chambre ${room} à ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
  ja: {
    clean: (room) => `清掃：${room}号室`,
    unallotted: (count) => `未割り当ての清掃：${count}件`,
    roomAt: (room, time) => `${room}号室 ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
  zh: {
    clean: (room) => `清洁：${room}号房`,
    unallotted: (count) => `未分配的清洁：${count}个`,
    roomAt: (room, time) => `${room}号房 ${time}`,
    calendarName: (hostel) => `Hostel Clean – ${hostel}`,
  },
};
