/**
 * A user's own profile: the fields they change and their picture (an item of its own, `profile-images.ts`).
 * A user item written before pictures moved out still holding a `profileimg` is read as it is, and its
 * picture moves to its own item on the user's next profile change.
 */
import type { Language } from '#shared/languages';
import { mailKindsFor, pushKindsFor } from '#shared/notification-kinds';

import { getProfileImage, profileImageWrite } from './profile-images';
import { tableName } from './store/client';
import { keys } from './store/keys';
import { transact, TransactionConditionFailed } from './store/transact';
import { updateExpression } from './store/update-expression';
import { searchTokenWrites } from './user-search';
import { statusIsStill } from './user-status';
import type { UserRecord } from './users';

export interface ProfileChanges {
  name?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
  occupation?: string | undefined;
  phone?: string | undefined;
  room?: string | undefined;
  floor?: string | undefined;
  /** A data URL already checked by content; null removes the image. */
  profileimg?: string | null | undefined;
  language?: Language | undefined;
  /** Already checked to be kinds of the user's role. */
  mailKinds?: string[] | undefined;
  /** Already checked to be kinds of the user's role (issue 33). */
  pushKinds?: string[] | undefined;
}

/**
 * Applies profile changes to a live user and answers the result, or undefined when the user is gone. A
 * new name also moves the user within the hostel's list, which is sorted by the lower-cased name. The
 * picture is its own item, written or removed in the same transaction; a picture still inside an older
 * user item moves to its own item here (migrated on write).
 */
export async function updateProfile(
  user: UserRecord,
  changes: ProfileChanges,
): Promise<UserRecord | undefined> {
  const update = updateExpression();
  const updated: UserRecord = { ...user };
  for (const field of ['name', 'firstname', 'lastname', 'occupation', 'phone', 'room', 'floor'] as const) {
    const value = changes[field];
    if (value !== undefined) {
      update.set(field, value);
      updated[field] = value;
    }
  }
  if (changes.language !== undefined) {
    update.set('language', changes.language);
    updated.language = changes.language;
  }
  if (changes.mailKinds !== undefined) {
    updated.mailKinds = mailKindsFor(user.role, changes.mailKinds);
    update.set('mailKinds', updated.mailKinds);
  }
  if (changes.pushKinds !== undefined) {
    updated.pushKinds = pushKindsFor(user.role, changes.pushKinds);
    update.set('pushKinds', updated.pushKinds);
  }
  // A waiting student is listed by time, not name, an unconfirmed one nowhere; an approval or confirmation
  // meanwhile must not keep a stale list entry (the status condition below).
  if (changes.name !== undefined && user.status === undefined) {
    const entry = keys.userListEntry(user.hostelId, user.role, changes.name, user._id);
    update.set('gsi2pk', entry.gsi2pk);
    update.set('gsi2sk', entry.gsi2sk);
  }
  const status = statusIsStill(user);
  update.set('updatedAt', new Date().toISOString());
  // Never kept inside the user item from now on (the picture's own item holds it).
  update.remove('profileimg');
  const image = changes.profileimg !== undefined ? changes.profileimg : user.profileimg;
  delete updated.profileimg;
  if (typeof image === 'string') updated.profileimg = image;
  try {
    const [, stored] = await Promise.all([
      transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.user(user._id),
            ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND ${status.expression}`,
            UpdateExpression: update.expression(),
            ExpressionAttributeNames: { ...update.names, ...status.names },
            ExpressionAttributeValues: { ...update.values, ...status.values },
          },
        },
        ...(image === undefined ? [] : [profileImageWrite(user._id, image)]),
        // A new name or room moves the user's search tokens with it (`user-search.ts`).
        ...searchTokenWrites(user, updated),
      ]),
      // Unchanged and already apart: read to answer it.
      image === undefined ? getProfileImage(user._id) : undefined,
    ]);
    return stored === undefined ? updated : { ...updated, profileimg: stored };
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return undefined;
    throw error;
  }
}
