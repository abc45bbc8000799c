/**
 * What a residents CSV is decided against (issue 30): the students holding its emails, found by their
 * email items and then their user items, each a BatchGet of 100 keys; never a read per line.
 */
import { batchGet } from './store/batch-get';
import { keys } from './store/keys';
import { getStoredUsers } from './user-lists';
import type { UserRecord } from './users';

/** The live student accounts holding `emails` (lower case), by email, in any hostel. */
export async function studentsByEmail(emails: readonly string[]): Promise<Map<string, UserRecord>> {
  const ids: string[] = [];
  for (let start = 0; start < emails.length; start += 100) {
    const items = await batchGet(
      emails.slice(start, start + 100).map((email) => keys.email('student', email)),
    );
    ids.push(...items.map((item) => String(item.userId)));
  }
  const found = new Map<string, UserRecord>();
  for (let start = 0; start < ids.length; start += 100) {
    const users = await getStoredUsers(ids.slice(start, start + 100));
    for (const user of users.values())
      if (!user.deletedAt && user.role === 'student') found.set(user.email, user);
  }
  return found;
}
