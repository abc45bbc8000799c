/** What the auth routes and the hostels list answer (spec §5). */
import { registrationModes } from '../domain';
import * as z from '../schemas/zod';
import { hostel, user } from './entities';

/** `GET /api/health` once the store answers. */
export const healthAnswer = z.strictObject({ ok: z.literal(true) });

/**
 * `GET /api/hostels`: the hostels a student may register with, each with how it takes registrations so
 * the form leaves out the closed ones (added to the spec's `{id, name}`; a client that ignores it is unchanged).
 */
export const hostelsAnswer = z.strictObject({
  data: z.array(z.extend(hostel, { registration: z.enum(registrationModes) })),
});

/** A session token (login, register). */
export const sessionAnswer = z.strictObject({ authToken: z.string() });

/** `POST /api/auth/confirm-email/…`: the account is now active, or waits for the hostel's admin. */
export const confirmEmailAnswer = z.strictObject({ status: z.enum(['active', 'awaiting']) });

/** `GET /api/auth/getuser`: the signed-in user, never a hash or a token secret. */
export const getUserAnswer = z.strictObject({ data: user });
