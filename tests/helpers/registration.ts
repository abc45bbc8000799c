/** A self-registration through the real routes, its email confirmed by the link mailed to it (issue 27). */
import { type Answer, invoke } from './invoke';
import { confirmationMailedTo } from './outbox';

export interface RegisterBody {
  email: string;
  fullname: string;
  hostel: string;
  password: string;
}

/** Follows the newest confirmation link mailed to the address; answers the route's answer. */
export async function followConfirmation(email: string): Promise<Answer> {
  return invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
}

/** Registers, then follows the link: the registration's answer (its session), as the spec's client gets it. */
export async function registerConfirmed(body: RegisterBody): Promise<Answer> {
  const registered = await invoke('authRegister', { body });
  if (registered.status !== 200) return registered;
  const confirmed = await followConfirmation(body.email);
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  return registered;
}
