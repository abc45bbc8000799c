/** What user management and the profile answer. */
import * as z from '../schemas/zod';
import { managedRoomkeeper, managedStudent, page, user } from './entities';

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
