/**
 * A self-registered student whose email is not confirmed yet (`status: 'unconfirmed'`) is on no list and in
 * no counter: it holds nothing anyone else could be kept out by. Once confirmed, one awaiting approval
 * (`status: 'awaiting'`) is listed in the hostel's waiting list and counted in `awaiting`; an active user
 * has no status and is listed among their role by name.
 */
import { keys } from './store/keys';

export type UserStatus = 'awaiting' | 'unconfirmed';

interface Listed {
  _id: string;
  hostelId: string;
  role: 'admin' | 'roomkeeper' | 'student';
  name: string;
  createdAt: string;
  status?: UserStatus | undefined;
}

/**
 * The hostel list entry of a user: none while unconfirmed, the waiting list by registration time, else
 * their role's list by name.
 */
export const listEntryOf = (user: Listed) =>
  user.status === 'unconfirmed'
    ? {}
    : user.status === 'awaiting'
      ? keys.waitingListEntry(user.hostelId, user.createdAt, user._id)
      : keys.userListEntry(user.hostelId, user.role, user.name, user._id);

/** The stored status is still the one read: a write meant for a waiting student must miss an approved one. */
export const statusIsStill = (user: { status?: UserStatus | undefined }) => ({
  expression: user.status !== undefined ? '#status = :status' : 'attribute_not_exists(#status)',
  names: { '#status': 'status' },
  values: user.status !== undefined ? { ':status': user.status } : {},
});
