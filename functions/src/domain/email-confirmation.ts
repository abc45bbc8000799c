/**
 * Following the link a self-registration was mailed (issue 27): only then does the account become what the
 * hostel's registration mode makes it — an active, counted student in an open hostel, or one waiting for
 * the admin's approval (listed, counted in `awaiting`, the admins told) otherwise. Until then it is on no
 * list and in no counter, and an admin adding that email, or the address registering again, ends it.
 */
import { confirmTokenMatches, confirmTokenUse } from '../data/confirm-tokens';
import { mustExist } from '../data/counters';
import { counterWrites } from '../data/effect-writes';
import { getHostel } from '../data/hostels';
import { hostelAdminIds, type Note } from '../data/notifications';
import { tableName } from '../data/store/client';
import { keys } from '../data/store/keys';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { getUserWith, type UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { accountEffectsOf } from './effects';
import { told } from './notices';

/** The user item's change: from unconfirmed to active or awaiting, listed where that status is listed. */
function confirmedUser(user: UserRecord, awaiting: boolean, now: string): TransactItem {
  const entry = awaiting
    ? keys.waitingListEntry(user.hostelId, user.createdAt, user._id)
    : keys.userListEntry(user.hostelId, user.role, user.name, user._id);
  return {
    Update: {
      TableName: tableName,
      Key: keys.user(user._id),
      ConditionExpression: 'attribute_not_exists(deletedAt) AND #status = :unconfirmed',
      UpdateExpression: awaiting
        ? 'SET #status = :awaiting, gsi2pk = :pk, gsi2sk = :sk, confirmedAt = :now'
        : 'SET gsi2pk = :pk, gsi2sk = :sk, confirmedAt = :now REMOVE #status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':unconfirmed': 'unconfirmed',
        ':pk': entry.gsi2pk,
        ':sk': entry.gsi2sk,
        ':now': now,
        ...(awaiting ? { ':awaiting': 'awaiting' } : {}),
      },
    },
  };
}

/**
 * Confirms the registration's email with its link and answers what the account is now. A link that is
 * not the account's current one, used, expired, or names no unconfirmed account is refused alike.
 */
export async function confirmEmail(userId: string, token: string): Promise<'active' | 'awaiting'> {
  const invalid = () => refuse('auth.confirmLinkInvalid');
  // The account and its token in one read.
  const { user, other: stored } = await getUserWith(userId, keys.confirmToken(userId));
  if (!user || user.status !== 'unconfirmed' || !confirmTokenMatches(stored, token)) throw invalid();
  // The hostel's mode when the address is proven decides: an admin who closed or began approving
  // registrations meanwhile sees this one waiting, never an active student let in past the change.
  const hostel = await getHostel(user.hostelId);
  const awaiting = hostel?.registration !== 'open';
  const admins = awaiting ? await hostelAdminIds(user.hostelId) : [];
  const now = new Date().toISOString();
  const notes: Note[] = admins.map((to) => ({ to, kind: 'registration', studentName: user.name }));
  const confirmed = { ...user, status: awaiting ? ('awaiting' as const) : undefined };
  const { users, hostels } = counterWrites(accountEffectsOf(user, confirmed, notes), {
    hostelConditionOf: () => mustExist,
  });
  try {
    await transact([
      confirmTokenUse(userId, token),
      confirmedUser(user, awaiting, now),
      ...hostels,
      ...users.map(({ item }) => item),
      ...told(user.hostelId, notes, now),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw invalid();
    throw error;
  }
  return awaiting ? 'awaiting' : 'active';
}
