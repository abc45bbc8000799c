import { errorCodes } from '#shared/errors';
import { userRoutes } from '#shared/route-table/users';

import { changePassword } from '../data/users';
import { refuseCommonPassword } from '../domain/new-password';
import { checkPassword } from '../domain/password-attempts';
import { clientAddress } from '../http/client-address';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuseField } from '../refusal';
import { hashPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/**
 * Changes the caller's password: 200 {authToken}. The current password must match, and is checked
 * within the same throttle as sign-ins, so this route is no way around it. Raising the token version
 * ends every session; the answer carries a new token for this one.
 */
export const updatePassword: RouteLogic<'updatePassword'> = async ({ body, user, event }) => {
  const check = {
    route: 'updatePassword',
    role: user.role,
    email: user.email,
    user,
    client: clientAddress(event),
  };
  refuseCommonPassword(body.password);
  if (!(await checkPassword(check, body.currentPassword))) {
    throw refuseField(
      'currentPassword',
      errorCodes['auth.wrongCurrentPassword'].message,
      'auth.wrongCurrentPassword',
    );
  }
  const tokenVersion = await changePassword(user._id, await hashPassword(body.password));
  return ok({ authToken: await signSession({ sub: user._id, tv: tokenVersion, h: user.hostelId }) });
};

export const handler = createHandler(userRoutes, 'updatePassword', updatePassword);
