/**
 * Notifications and retention (issue 34): a notification expires 60 days after it was sent (TTL), which is
 * within every period but the shortest (one or two months). For a hostel whose period is shorter than that,
 * the job walks its people a page of a role list at a time and deletes each one's notifications sent before
 * the cutoff (one Query of their `NOTE#` range, then one transaction of at most `noteBatch` deletions with
 * their unread count lowered). The place — the role and the list's key — is kept on the cursor item
 * (`notesPlace`) after each page, so a stopped run goes on from that page; a page walked again finds what it
 * deleted gone. Once every role is walked the place is removed, and the next run starts again.
 */
import type { Role } from '#shared/domain';

import { addToUser, mustExist } from './counters';
import { tableName } from './store/client';
import type { StartKey } from './store/cursor';
import { keys } from './store/keys';
import { queryOnce } from './store/page';
import { transact, type TransactItem } from './store/transact';

export { noteKeptDays } from './notifications';
/** Notifications a transaction deletes: with the unread counter's update, 25 actions. */
export const noteBatch = 24;
export const notePeoplePage = 25;
export const noteRoles: readonly Role[] = ['student', 'roomkeeper', 'admin'];

/** Where the notifications' walk is: the role's index in `noteRoles`, the key its list goes on from. */
export interface NotesPlace {
  role: number;
  listKey?: StartKey;
}

/** One page of the hostel's people of a role: their ids, and where the list goes on. */
export async function peoplePage(hostelId: string, role: Role, listKey?: StartKey) {
  const page = await queryOnce(keys.usersOfHostel(hostelId, role), {
    limit: notePeoplePage,
    startKey: listKey,
    attributes: ['_id'],
  });
  return { ids: page.items.map((item) => String(item._id)), lastKey: page.lastKey };
}

/** The person's notifications sent before `beforeIso`, oldest first: keys and whether read. */
export const oldNotes = async (userId: string, beforeIso: string) =>
  (
    await queryOnce(keys.userNotifications(userId), {
      range: { from: keys.notificationPrefix, to: `${keys.notificationPrefix}${beforeIso}` },
      limit: noteBatch,
      attributes: ['pk', 'sk', 'read'],
    })
  ).items;

/** Deletes a batch of the person's notifications, their unread count lowered by the unread among them. */
export async function deleteNotes(userId: string, notes: readonly Record<string, unknown>[]): Promise<void> {
  const unread = notes.filter((note) => note.read !== true).length;
  const deletes: TransactItem[] = notes.map((note) => ({
    Delete: { TableName: tableName, Key: { pk: String(note.pk), sk: String(note.sk) } },
  }));
  await transact([
    ...deletes,
    ...(unread > 0 ? [addToUser(userId, { unreadNotes: -unread }, mustExist)] : []),
  ]);
}

/** The cursor item's update that keeps the walk's place, or removes it when the walk is over. */
export const notesPlaceWrite = (
  hostelId: string,
  place: NotesPlace | undefined,
  now: string,
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.retentionCursor(hostelId),
    ...(place
      ? {
          UpdateExpression: 'SET notesPlace = :place, updatedAt = :now',
          ExpressionAttributeValues: { ':place': place, ':now': now },
        }
      : {
          UpdateExpression: 'REMOVE notesPlace SET updatedAt = :now',
          ExpressionAttributeValues: { ':now': now },
        }),
  },
});
