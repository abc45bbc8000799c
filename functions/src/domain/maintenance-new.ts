/**
 * A new maintenance report (issue 32): made from the report form, a keeper's Can't clean or a room's
 * door. Each admin of the hostel (other than the reporter) is told of it by a `maintenanceReported`
 * notification written in the report's own transaction, so a report exists exactly with its notes, and
 * mailed and pushed from the table's stream per their kinds, like every other notification.
 */
import { randomUUID } from 'node:crypto';

import type { MaintenanceCategory, MaintenanceUrgency } from '#shared/maintenance';
import type { Note } from '#shared/notification-kinds';
import { isHostelPhotoKey } from '#shared/photos';

import { transitionWrites } from '../data/effect-writes';
import { type MaintenanceReport, reportPut } from '../data/maintenance';
import { statsCount } from '../data/maintenance-stats';
import { hostelAdminIds } from '../data/notifications';
import { getRoom, type Room } from '../data/rooms';
import { transact, type TransactItem } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { unreadOf } from './effects';
import { told } from './notices';

export interface Problem {
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  text: string;
  /** Keys of uploaded photos; each must be of the reporter's hostel (`photo.notYours`). */
  photos?: readonly string[] | undefined;
}

export interface NewReport extends Problem {
  roomId?: string | undefined;
}

/** The photo keys a report keeps: each once, each of the hostel. */
function photosOf(hostelId: string, photos: readonly string[] = []): string[] {
  const unique = [...new Set(photos)];
  if (unique.some((key) => !isHostelPhotoKey(hostelId, key))) throw refuse('photo.notYours');
  return unique;
}

/**
 * The report of `problem` in `room` by `user`, `new` on the board, and what its transaction holds besides
 * the notes: the report's Put and the hostel's maintenance counters.
 */
export function newReport(
  user: UserRecord,
  room: Pick<Room, 'id' | 'building' | 'floor' | 'number'>,
  problem: Problem,
  now = new Date().toISOString(),
): { report: MaintenanceReport; items: TransactItem[] } {
  const photos = photosOf(user.hostelId, problem.photos);
  const report: MaintenanceReport = {
    id: randomUUID(),
    hostelId: user.hostelId,
    roomId: room.id,
    building: room.building,
    floor: room.floor,
    number: room.number,
    category: problem.category,
    urgency: problem.urgency,
    text: problem.text,
    status: 'new',
    reporterId: user._id,
    reporterName: user.name,
    createdAt: now,
    updatedAt: now,
    version: 1,
    history: [{ at: now, byName: user.name, status: 'new' }],
    ...(photos.length > 0 ? { photos } : {}),
  };
  return { report, items: [reportPut(report), statsCount(user.hostelId, report.category, { reported: 1 })] };
}

/** Each admin's note of the new report; the reporter, if an admin, is not told of their own. */
export const reportedNotes = (report: MaintenanceReport, admins: readonly string[]): Note[] =>
  admins
    .filter((to) => to !== report.reporterId)
    .map((to) => ({
      to,
      kind: 'maintenanceReported',
      reportId: report.id,
      room: `${report.building} ${report.number}`,
      byName: report.reporterName,
      reason: report.text,
    }));

/**
 * Files the report of a room already read: one Query of the hostel's admins and one transaction (the
 * report, the maintenance counters, each admin's note and unread counter, the hostel's change stamp, so
 * the open board refetches).
 */
export async function fileReport(
  user: UserRecord,
  room: Pick<Room, 'id' | 'building' | 'floor' | 'number'>,
  problem: Problem,
): Promise<{ report: MaintenanceReport; told: number }> {
  const now = new Date().toISOString();
  const { report, items } = newReport(user, room, problem, now);
  const notes = reportedNotes(report, await hostelAdminIds(user.hostelId));
  const writes = transitionWrites({
    request: items,
    effects: unreadOf(notes),
    told: told(user.hostelId, notes, now),
    stats: [],
  });
  await transact(writes.items);
  return { report, told: notes.length };
}

/**
 * A new report from the report form: the room is the one named, else a student's own; another hostel's
 * room is not found, as a missing one. One GetItem of the room, then `fileReport`.
 */
export async function reportProblem(user: UserRecord, input: NewReport): Promise<MaintenanceReport> {
  const roomId = input.roomId ?? (user.role === 'student' ? user.roomId : undefined);
  if (!roomId) throw refuse('maintenance.roomRequired');
  // Photo keys are checked before any read: a key of another hostel is refused whatever the room.
  photosOf(user.hostelId, input.photos);
  const room = await getRoom(user.hostelId, roomId);
  if (!room) throw refuse('room.notFound');
  return (await fileReport(user, room, input)).report;
}
