/** A student who registers into a hostel that asks for approval, and waits: what the registration tests count with. */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

/** Registers a new student into `hostel`; answers their id and email. */
export async function registerWaiting(hostel: { name: string }): Promise<{ id: string; email: string }> {
  const email = `calls-${randomUUID().slice(0, 8)}@test.hostel`;
  const answer = await invoke('authRegister', {
    body: { email, fullname: 'Counted Registration', hostel: hostel.name, password: testPassword },
  });
  const me = await invoke('authGetUser', { token: answer.body.authToken });
  return { id: String(me.body.data._id), email };
}
