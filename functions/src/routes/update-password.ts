import { errorCodes } from '#shared/errors';

import { changePassword } from '../data/users';
import { assertPasswordCheckAllowed, recordFailedPasswordCheck } from '../domain/password-attempts';
import { refuseField } from '../domain/refusal';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { hashPassword, verifyPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/**
 * Changes the caller's password: 200 {authToken}. The current password must match (a wrong one counts
 * against the same window as failed sign-ins, so this route is no way around the login throttle).
 * Raising the token version ends every session; the answer carries a new token for this one.
 */
export const updatePassword: RouteLogic<'updatePassword'> = async ({ body, user }) => {
  await assertPasswordCheckAllowed(user.role, user.email);
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    await recordFailedPasswordCheck(user.role, user.email);
    throw refuseField(
      'currentPassword',
      errorCodes['auth.wrongCurrentPassword'].message,
      'auth.wrongCurrentPassword',
    );
  }
  const tokenVersion = await changePassword(user._id, await hashPassword(body.password));
  return ok({ authToken: await signSession({ sub: user._id, tv: tokenVersion }) });
};

export const handler = createHandler('updatePassword', updatePassword);
