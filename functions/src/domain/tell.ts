/**
 * Notifications that go with no change of a request (a door's problem report, the job's unplaced cleans):
 * the notes, their readers' unread counters and the hostel's change stamp, in one transaction.
 */
import { transitionWrites } from '../data/effect-writes';
import type { Note } from '../data/notifications';
import { transact } from '../data/store/transact';
import { unreadOf } from './effects';
import { told } from './notices';

export async function tell(hostelId: string, notes: readonly Note[], at?: string): Promise<void> {
  const { items } = transitionWrites({
    request: [],
    effects: unreadOf(notes),
    told: told(hostelId, notes, at),
    stats: [],
  });
  await transact(items);
}
