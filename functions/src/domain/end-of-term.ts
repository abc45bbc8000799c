/**
 * The end of a term (issue 30): the residents of a building, or of one of its floors, move out of their
 * rooms or have their accounts removed, in one action the site runs a page at a time. A page is a bounded
 * slice of the rooms in walking order (one Query of the building's or floor's prefix), each room's
 * residents one Query of its partition (bounded by its beds). Removal is the one every admin removal is
 * (`user-removal.ts`): requests and ratings stay, the account ends and frees its bed; moving out keeps
 * the account and its history, and frees the bed.
 */
import { type EndOfTermAction, residentLimits } from '#shared/residents';

import { AssignFailed, assignResidence, residentsOf } from '../data/residents';
import { listRooms } from '../data/rooms';
import { getStoredUsers } from '../data/user-lists';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { removeUsers } from './user-removal';

export interface EndOfTermPage {
  rooms: number;
  students: number;
  cursor?: string;
}

/** One page of the building's (or floor's) rooms emptied; `cursor` names the next page, if any. */
export async function endTermPage(
  admin: UserRecord,
  place: { building: string; floor?: string | undefined },
  action: EndOfTermAction,
  cursor: string | undefined,
): Promise<EndOfTermPage> {
  const page = await listRooms(admin.hostelId, place, { cursor, limit: residentLimits.endOfTermRooms });
  const ids: string[] = [];
  for (const room of page.rooms)
    if (room.residents > 0) ids.push(...(await residentsOf(admin.hostelId, room.id)).map((r) => r.userId));
  if (action === 'remove') {
    for (let start = 0; start < ids.length; start += 25)
      await removeUsers(admin, ids.slice(start, start + 25));
  } else {
    for (let start = 0; start < ids.length; start += 100) {
      const students = await getStoredUsers(ids.slice(start, start + 100));
      for (const student of students.values()) {
        if (student.deletedAt || student.roomId === undefined) continue;
        await assignResidence(student, undefined).catch((error: unknown) => {
          throw error instanceof AssignFailed ? refuse('resident.changed') : error;
        });
      }
    }
  }
  return { rooms: page.rooms.length, students: ids.length, ...(page.cursor ? { cursor: page.cursor } : {}) };
}
