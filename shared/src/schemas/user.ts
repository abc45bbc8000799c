/** Schemas of user management and the profile (DESIGN §3 "Added"). */
import { languageCodes } from '../languages';
import { messages } from '../messages';
import { mailableKinds } from '../notification-kinds';
import { cursor, email, id, limit, name3to50, newPassword, shortText } from './fields';
import * as z from './zod';

export const listUsersQuery = z.strictObject({
  role: z.enum(['student', 'roomkeeper'], { error: messages.fieldNotValid }),
  search: z.optional(
    shortText(50).check(z.refine((value) => !value.includes('#'), { error: messages.fieldNotValid })),
  ),
  cursor,
  limit,
});

export const createUserBody = z.strictObject({
  role: z.enum(['student', 'roomkeeper'], { error: messages.fieldNotValid }),
  fullname: name3to50(),
  email,
  phone: z.optional(shortText(20)),
  room: z.optional(shortText(20)),
  floor: z.optional(shortText(20)),
});

export const deleteUsersBody = z.strictObject({
  ids: z
    .array(id)
    .check(z.minLength(1, { error: messages.required }), z.maxLength(25, { error: messages.fieldNotValid })),
});

/** Largest stored profile image (the data URL's decoded bytes). */
export const maxProfileImageBytes = 200 * 1024;

export const updateUserBody = z.strictObject({
  name: z.optional(name3to50()),
  firstname: z.optional(shortText(50)),
  lastname: z.optional(shortText(50)),
  occupation: z.optional(shortText(50)),
  phone: z.optional(shortText(20)),
  room: z.optional(shortText(20)),
  floor: z.optional(shortText(20)),
  profileimg: z.optional(
    z.nullable(
      z.string().check(
        z.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
          error: messages.fieldNotValid,
        }),
        z.maxLength(Math.ceil((maxProfileImageBytes * 4) / 3) + 40, { error: messages.fieldNotValid }),
      ),
    ),
  ),
  /** The language the user's mail is written in (the site's language menu stores it). */
  language: z.optional(z.enum(languageCodes, { error: messages.fieldNotValid })),
  /** The kinds of notification the user also wants by mail; only their role's kinds are kept. */
  mailKinds: z.optional(
    z
      .array(z.enum(mailableKinds as [string, ...string[]], { error: messages.fieldNotValid }))
      .check(z.maxLength(mailableKinds.length, { error: messages.fieldNotValid })),
  ),
  /** The kinds the user also wants by push on their devices (issue 33); the same kinds as mail may be. */
  pushKinds: z.optional(
    z
      .array(z.enum(mailableKinds as [string, ...string[]], { error: messages.fieldNotValid }))
      .check(z.maxLength(mailableKinds.length, { error: messages.fieldNotValid })),
  ),
});

export const updatePasswordBody = z
  .strictObject({
    currentPassword: z
      .string({ error: messages.required })
      .check(z.minLength(1, { error: messages.required }), z.maxLength(128)),
    password: newPassword(),
    confirmPassword: z
      .string({ error: messages.required })
      .check(z.minLength(1, { error: messages.required })),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      path: ['confirmPassword'],
      error: messages.passwordMismatch,
    }),
  );
