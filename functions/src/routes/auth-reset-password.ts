import { consumeResetToken, isResetTokenValid } from '../data/reset-tokens';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { authFailure, ok } from '../http/reply';
import { hashPassword } from '../security/passwords';

export const invalidLinkMessage = 'This link is invalid, has been used or has expired. Ask for a new one.';

/** Sets a new password through a mailed link: 200 {message}; 203 {message} for a bad, used or expired link. */
export const resetPassword: RouteLogic<'authResetPassword'> = async ({ params, body }) => {
  // A cheap read first, so that a bad link costs no password hash.
  if (!(await isResetTokenValid(params.userid, params.token))) return authFailure(invalidLinkMessage);
  const passwordHash = await hashPassword(body.password);
  // The conditional delete inside decides between two uses of one link at the same moment.
  const done = await consumeResetToken(params.userid, params.role, params.token, passwordHash);
  return done
    ? ok({ message: 'Your account has been successfully reset.' })
    : authFailure(invalidLinkMessage);
};

export const handler = createHandler('authResetPassword', resetPassword);
