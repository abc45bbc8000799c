import { maxProfileImageBytes } from '#shared/schemas/user';

import { toPublicUser, updateProfile } from '../data/users';
import { type FieldError, refuse } from '../domain/refusal';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

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

/** Changes the caller's own profile: 200 {data: user}, the same shape as `GET /api/auth/getuser`. */
export const updateUser: RouteLogic<'updateUser'> = async ({ body, user }) => {
  const errors: FieldError[] = [];
  if (user.role !== 'student') {
    for (const field of ['room', 'floor'] as const)
      if (body[field] !== undefined)
        errors.push({ path: field, message: 'Only students have a room and floor' });
  }
  const imageProblem = typeof body.profileimg === 'string' ? profileImageProblem(body.profileimg) : undefined;
  if (imageProblem) errors.push({ path: 'profileimg', message: imageProblem });
  if (errors.length > 0) throw refuse('input.invalid', { errors });

  const changed = Object.values(body).some((value) => value !== undefined);
  const updated = changed ? await updateProfile(user, body) : user;
  // The account was removed between authentication and this write.
  if (!updated) throw refuse('auth.unauthenticated');
  return ok({ data: toPublicUser(updated) });
};

export const handler = createHandler('updateUser', updateUser);
