/**
 * Who hears of a change of a request, and what they are told (issue: notifications). The items go into
 * the change's own transaction, so a notification exists exactly when its change does; each recipient's
 * unread counter is raised by the counter update the change already makes on their user item.
 */
import type { CleanRequest } from '#shared/domain';

import { type Note, notePut, stampBump } from '../data/notifications';
import type { TransactItem } from '../data/store/transact';

/** What every notification about this request shows. */
export const aboutRequest = (request: Pick<CleanRequest, '_id' | 'room' | 'date' | 'time'>) => ({
  requestId: request._id,
  room: request.room,
  date: request.date,
  time: request.time,
});

/** The notifications' Puts and the hostel's change stamp: the items every change adds to its transaction. */
export function told(
  hostelId: string,
  notes: readonly Note[],
  now = new Date().toISOString(),
): TransactItem[] {
  // A note to the student of an admin's request for a room (issue 30: it has none) goes nowhere.
  const sent = notes.filter((note) => note.to !== '');
  return [...sent.map((note) => notePut(note, now)), stampBump(hostelId)];
}

/** How many unread notifications `notes` give `userId` (the caller's own `done` one counts nowhere). */
export const unreadFor = (notes: readonly Note[], userId: string) =>
  notes.filter((note) => note.to === userId && note.kind !== 'done').length;
