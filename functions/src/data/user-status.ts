/**
 * A self-registered student awaiting approval (`status: 'awaiting'`) is listed in the hostel's waiting list
 * and counted in `awaiting`; an active user has no status and is listed among their role by name.
 */
import { keys } from './store/keys';

interface Listed {
  _id: string;
  hostelId: string;
  role: 'admin' | 'roomkeeper' | 'student';
  name: string;
  createdAt: string;
  status?: 'awaiting' | undefined;
}

/** The hostel list entry of a user: the waiting list by registration time, else their role's list by name. */
export const listEntryOf = (user: Listed) =>
  user.status === 'awaiting'
    ? keys.waitingListEntry(user.hostelId, user.createdAt, user._id)
    : keys.userListEntry(user.hostelId, user.role, user.name, user._id);

/** The stored status is still the one read: a write meant for a waiting student must miss an approved one. */
export const statusIsStill = (user: Pick<Listed, 'status'>) => ({
  expression: user.status === 'awaiting' ? '#status = :awaiting' : 'attribute_not_exists(#status)',
  names: { '#status': 'status' },
  values: user.status === 'awaiting' ? { ':awaiting': 'awaiting' } : {},
});
