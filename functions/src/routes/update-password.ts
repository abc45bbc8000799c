import { errorCodes } from '#shared/errors';

import { attempts, loginWindow, maxFailedLogins, recordAttempt } from '../data/throttle';
import { changePassword } from '../data/users';
import { refuse, refuseField } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';
import { hashPassword, verifyPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/**
 * Changes the caller's password: 200 {authToken}. The current password must match (a wrong one counts
 * against the same window as failed sign-ins, so this route is no way around the login throttle).
 * Raising the token version ends every session; the answer carries a new token for this one.
 */
export async function updatePassword({ body, user }: RequestContext<'updatePassword'>): Promise<Reply> {
  const window = loginWindow(user.role, user.email);
  if ((await attempts(window)) >= maxFailedLogins) throw refuse('auth.throttled', { retryAfterSeconds: 60 });
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    await recordAttempt(window);
    throw refuseField(
      'currentPassword',
      errorCodes['auth.wrongCurrentPassword'].message,
      'auth.wrongCurrentPassword',
    );
  }
  const tokenVersion = await changePassword(user._id, await hashPassword(body.password));
  return ok({ authToken: await signSession({ sub: user._id, tv: tokenVersion }) });
}

export const handler = createHandler('updatePassword', updatePassword);
