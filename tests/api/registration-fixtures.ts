/**
 * Students who self-register into a hostel that asks for approval: what the call-count tests of the auth,
 * registration and user routes count with.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { followConfirmation } from '../helpers/registration';

/** A fresh address no test has used. */
export const freshEmail = () => `calls-${randomUUID().slice(0, 8)}@test.hostel`;

/** The registration's body for `email` into `hostel`. */
export const registerBody = (hostel: { name: string }, email: string) => ({
  email,
  fullname: 'Counted Registration',
  hostel: hostel.name,
  password: testPassword,
});

/** Registers `email` into `hostel` without following the link: the registration stays unconfirmed. */
export const registerUnconfirmed = (hostel: { name: string }, email: string) =>
  invoke('authRegister', { body: registerBody(hostel, email) });

/** Registers a new student into `hostel` and follows the mailed link, so they wait; answers their id and email. */
export async function registerWaiting(hostel: { name: string }): Promise<{ id: string; email: string }> {
  const email = freshEmail();
  const answer = await registerUnconfirmed(hostel, email);
  await followConfirmation(email);
  const me = await invoke('authGetUser', { token: answer.body.authToken });
  return { id: String(me.body.data._id), email };
}
