/** What a user may change of their own profile. */
import { mailKindsOf } from '#shared/notification-kinds';
import { maxProfileImageBytes } from '#shared/schemas/user';

import { withProfileImage } from '../data/profile-images';
import { type ProfileChanges, updateProfile } from '../data/profiles';
import { getUser, type UserRecord } from '../data/users';
import { type FieldError, refuse } from '../refusal';

/** How each accepted image type starts; the declared type must match what the bytes are. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Why a profile image data URL is refused, or undefined when it is a JPEG, PNG or WebP (by its bytes,
 * not only its declared type) of at most 200 KB. The client scales images down before sending them.
 */
export function profileImageProblem(dataUrl: string): string | undefined {
  const match = /^data:image\/(jpeg|png|webp);base64,(.*)$/.exec(dataUrl);
  if (!match) return 'The image must be a JPEG, PNG or WebP data URL';
  const [, type = '', data = ''] = match;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > maxProfileImageBytes) return 'The image is larger than 200 KB';
  if (!signatures[type]?.(bytes)) return `The image is not a valid ${type.toUpperCase()} file`;
  return undefined;
}

/**
 * Applies the caller's changes to their own profile and answers the stored result. Only students have
 * a room and floor; an image must be what it declares. Every problem is named in one refusal.
 */
export async function changeProfile(user: UserRecord, changes: ProfileChanges): Promise<UserRecord> {
  const errors: FieldError[] = [];
  if (user.role !== 'student') {
    for (const field of ['room', 'floor'] as const)
      if (changes[field] !== undefined)
        errors.push({ path: field, message: 'Only students have a room and floor' });
  }
  const ownKinds: readonly string[] = mailKindsOf[user.role];
  const otherKind = changes.mailKinds?.find((kind) => !ownKinds.includes(kind));
  if (otherKind)
    errors.push({ path: 'mailKinds', message: `'${otherKind}' is not mailed to a ${user.role}` });
  const otherPushKind = changes.pushKinds?.find((kind) => !ownKinds.includes(kind));
  if (otherPushKind)
    errors.push({ path: 'pushKinds', message: `'${otherPushKind}' is not pushed to a ${user.role}` });
  const imageProblem =
    typeof changes.profileimg === 'string' ? profileImageProblem(changes.profileimg) : undefined;
  if (imageProblem) errors.push({ path: 'profileimg', message: imageProblem });
  if (errors.length > 0) throw refuse('input.invalid', { errors });

  const changed = Object.values(changes).some((value) => value !== undefined);
  let updated = changed ? await updateProfile(user, changes) : await withProfileImage(user);
  if (!updated) {
    // The admin approved a waiting student between authentication and this write: once more as they are now.
    const fresh = await getUser(user._id);
    if (fresh && fresh.status !== user.status) updated = await updateProfile(fresh, changes);
  }
  // The account was removed between authentication and this write.
  if (!updated) throw refuse('auth.unauthenticated');
  return updated;
}
