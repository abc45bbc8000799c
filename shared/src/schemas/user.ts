/** Schemas of user management and the profile (DESIGN §3 "Added"). */
import * as z from 'zod';

import { languageCodes } from '../languages';
import { messages } from '../messages';
import { mailableKinds } from '../notification-kinds';
import { managedRoomkeeper, managedStudent, page, user } from './entities';
import { cursor, email, id, limit, name3to50, password, shortText } from './fields';

export const listUsersQuery = z.strictObject({
  role: z.enum(['student', 'roomkeeper'], { error: messages.fieldNotValid }),
  search: shortText(50)
    .refine((value) => !value.includes('#'), { error: messages.fieldNotValid })
    .optional(),
  cursor,
  limit,
});

export const createUserBody = z.strictObject({
  role: z.enum(['student', 'roomkeeper'], { error: messages.fieldNotValid }),
  fullname: name3to50(),
  email,
  phone: shortText(20).optional(),
  room: shortText(20).optional(),
  floor: shortText(20).optional(),
});

export const deleteUsersBody = z.strictObject({
  ids: z.array(id).min(1, { error: messages.required }).max(25, { error: messages.fieldNotValid }),
});

/** Largest stored profile image (the data URL's decoded bytes). */
export const maxProfileImageBytes = 200 * 1024;

export const updateUserBody = z.strictObject({
  name: name3to50().optional(),
  firstname: shortText(50).optional(),
  lastname: shortText(50).optional(),
  occupation: shortText(50).optional(),
  phone: shortText(20).optional(),
  room: shortText(20).optional(),
  floor: shortText(20).optional(),
  profileimg: z
    .string()
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, { error: messages.fieldNotValid })
    .max(Math.ceil((maxProfileImageBytes * 4) / 3) + 40, { error: messages.fieldNotValid })
    .nullable()
    .optional(),
  /** The language the user's mail is written in (the site's language menu stores it). */
  language: z.enum(languageCodes, { error: messages.fieldNotValid }).optional(),
  /** The kinds of notification the user also wants by mail; only their role's kinds are kept. */
  mailKinds: z
    .array(z.enum(mailableKinds as [string, ...string[]], { error: messages.fieldNotValid }))
    .max(mailableKinds.length, { error: messages.fieldNotValid })
    .optional(),
});

export const updatePasswordBody = z
  .strictObject({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }).max(50),
    password,
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.passwordMismatch,
  });

/** `GET /api/users` → a page of students or roomkeepers, by name. */
export const listUsersAnswer = page(z.union([managedStudent, managedRoomkeeper]));

/** `POST /api/users` → 201: the new user, and whether the invitation mail went out. */
export const createUserAnswer = z.strictObject({ user, invitationSent: z.boolean() });

/** `POST /api/deleteUsers` → the ids removed. */
export const deleteUsersAnswer = z.strictObject({ removed: z.array(z.string()) });

/** `POST /api/updateUser` → the updated user. */
export const updateUserAnswer = z.strictObject({ data: user });

/** `POST /api/updatePassword` → a fresh session token (every other session has ended). */
export const updatePasswordAnswer = z.strictObject({ authToken: z.string() });

export type { ManagedRoomkeeper, ManagedStudent } from '../domain';
