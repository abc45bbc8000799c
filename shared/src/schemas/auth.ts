/** Schemas of the auth screens and routes (spec §5, DESIGN §3). */
import { messages } from '../messages';
import { email, name3to50, newPassword, password, role } from './fields';
import * as z from './zod';

/**
 * A "these two fields must match" check that runs even while other fields are still invalid, so the
 * form shows the mismatch together with the other messages (zod skips refinements on invalid objects
 * unless told when to run them).
 */
const matching = <Field extends string>(first: string, second: Field) => ({
  path: [second],
  error: messages.passwordMismatch,
  when: ({ value }: { value: unknown }) => {
    const fields = value as Record<string, unknown> | undefined;
    return typeof fields?.[first] === 'string' && typeof fields?.[second] === 'string';
  },
});

export const loginBody = z.strictObject({ email, password, role });

/** What the spec's client sends to `POST /api/auth/register`. */
export const registerBody = z.strictObject({
  email,
  fullname: name3to50(),
  hostel: name3to50(),
  password: newPassword(),
  /** The room the student lives in (issue 30), from the hostel's list; checked again on the server. */
  roomId: z.optional(z.uuid({ error: messages.fieldNotValid })),
});

/** The registration form: the request body plus the confirmation and the terms box. */
export const registerForm = z
  .extend(registerBody, {
    changepassword: z
      .string({ error: messages.required })
      .check(z.minLength(1, { error: messages.required })),
    acceptTerms: z.literal(true, { error: messages.acceptTerms }),
  })
  .check(z.refine((form) => form.password === form.changepassword, matching('password', 'changepassword')));

export const forgotPasswordBody = z.strictObject({ email, role });

export const resetPasswordParams = z.strictObject({
  role,
  userid: z.uuid({ error: messages.fieldNotValid }),
  // 32 random bytes, base64url: 43 characters.
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.fieldNotValid })),
});

/** `/auth/confirm-email/{userid}/{token}`: the link a self-registration is mailed (32 random bytes). */
export const confirmEmailParams = z.strictObject({
  userid: z.uuid({ error: messages.fieldNotValid }),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.fieldNotValid })),
});

export const resetPasswordBody = z.strictObject({ password: newPassword(messages.newPasswordRequired) });

/** The reset screen: new password and its confirmation. */
export const resetPasswordForm = z
  .object({
    password: newPassword(messages.newPasswordRequired),
    cpassword: z.string({ error: messages.required }).check(z.minLength(1, { error: messages.required })),
  })
  .check(z.refine((form) => form.password === form.cpassword, matching('password', 'cpassword')));
