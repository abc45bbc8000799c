/** The stored user as the code reads it, and the part of it the API may show. */
import type { Role, User } from '#shared/domain';
import { isLanguage } from '#shared/languages';
import { mailKindsFor, pushKindsFor } from '#shared/notification-kinds';

import { userCounterNames, type UserCounters } from './counters';

/** The stored user: the public fields, the password hash, the session version and the counters. */
export interface UserRecord extends User, UserCounters {
  passwordHash?: string;
  /** Sessions carry this number; raising it ends every older session. */
  tokenVersion: number;
  createdAt: string;
  deletedAt?: string;
  /** A roomkeeper's own minutes of work a day, when the admin set one (issue 30); else the hostel's. */
  capacityMinutes?: number;
  /**
   * The building a roomkeeper keeps, as the hostel's floors spell it, when the admin set one (issue 30): they
   * read that building's board and rooms only; without it, the hostel's.
   */
  building?: string;
  /** The room a student lives in (issue 30), of their hostel; `room`/`floor` are then its texts. */
  roomId?: string;
  /** Their bed in it, when the room's beds are numbered for them (1…beds). */
  bed?: number;
  /** The SHA-256 of their calendar link's token and when it was made (issue 33), while they have one. */
  calendarFeedHash?: string;
  calendarFeedAt?: string;
}

/** The fields the API may show of a user: never the hash, the token version or internal keys. */
export function toPublicUser(record: UserRecord): User {
  return {
    _id: record._id,
    name: record.name,
    firstname: record.firstname,
    lastname: record.lastname,
    occupation: record.occupation,
    email: record.email,
    phone: record.phone,
    ...(record.profileimg ? { profileimg: record.profileimg } : {}),
    role: record.role,
    hostel: record.hostel,
    hostelId: record.hostelId,
    ...(record.room !== undefined ? { room: record.room } : {}),
    ...(record.floor !== undefined ? { floor: record.floor } : {}),
    ...(record.status ? { status: record.status } : {}),
    ...(record.language ? { language: record.language } : {}),
    mailKinds: record.mailKinds,
    pushKinds: record.pushKinds,
  };
}

export function toUserRecord(item: Record<string, unknown>): UserRecord {
  const counters = Object.fromEntries(
    userCounterNames.map((name) => [name, Number(item[name] ?? 0)]),
  ) as unknown as UserCounters;
  return {
    _id: String(item._id),
    name: String(item.name),
    firstname: String(item.firstname ?? ''),
    lastname: String(item.lastname ?? ''),
    occupation: String(item.occupation ?? ''),
    email: String(item.email),
    phone: String(item.phone ?? ''),
    ...(typeof item.profileimg === 'string' ? { profileimg: item.profileimg } : {}),
    role: item.role as Role,
    hostel: String(item.hostel),
    hostelId: String(item.hostelId),
    ...(typeof item.room === 'string' ? { room: item.room } : {}),
    ...(typeof item.floor === 'string' ? { floor: item.floor } : {}),
    ...(typeof item.roomId === 'string' ? { roomId: item.roomId } : {}),
    ...(typeof item.passwordHash === 'string' ? { passwordHash: item.passwordHash } : {}),
    ...(item.status === 'awaiting' || item.status === 'unconfirmed' ? { status: item.status } : {}),
    ...(typeof item.language === 'string' && isLanguage(item.language) ? { language: item.language } : {}),
    mailKinds: mailKindsFor(item.role as Role, item.mailKinds),
    pushKinds: pushKindsFor(item.role as Role, item.pushKinds),
    tokenVersion: Number(item.tokenVersion ?? 1),
    createdAt: String(item.createdAt),
    ...(typeof item.deletedAt === 'string' ? { deletedAt: item.deletedAt } : {}),
    ...(typeof item.capacityMinutes === 'number' ? { capacityMinutes: item.capacityMinutes } : {}),
    ...(typeof item.building === 'string' ? { building: item.building } : {}),
    ...(typeof item.bed === 'number' ? { bed: item.bed } : {}),
    ...(typeof item.calendarFeedHash === 'string' ? { calendarFeedHash: item.calendarFeedHash } : {}),
    ...(typeof item.calendarFeedAt === 'string' ? { calendarFeedAt: item.calendarFeedAt } : {}),
    ...counters,
  };
}
