import { authRoutes } from '#shared/route-table/auth';

import {
  claimResetToken,
  consumeResetToken,
  isResetTokenValid,
  releaseResetToken,
} from '../data/reset-tokens';
import { refuseCommonPassword } from '../domain/new-password';
import { clientAddress } from '../http/client-address';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { authFailure, ok } from '../http/reply';
import { logSecurity } from '../log';
import { hashPassword } from '../security/passwords';

export const invalidLinkMessage = 'This link is invalid, has been used or has expired. Ask for a new one.';

/**
 * Sets a new password through a mailed link: 200 {message}; 203 {message} for a bad, used or expired link;
 * 400 `password.tooCommon` for one of the most common passwords.
 * The link's one use is settled before the password is hashed: a cheap read turns away bad links, and a
 * conditional claim lets one of several uses at once go on, so the others answer 203 without a hash.
 */
export const resetPassword: RouteLogic<'authResetPassword'> = async ({ params, body, event }) => {
  const fields = { route: 'authResetPassword', client: clientAddress(event), userId: params.userid };
  // Before the link is claimed: a refused password leaves the link usable for a better one.
  refuseCommonPassword(body.password);
  const claim =
    (await isResetTokenValid(params.userid, params.token)) &&
    (await claimResetToken(params.userid, params.token));
  if (!claim) {
    logSecurity('password.reset', { ...fields, outcome: 'invalidLink' });
    return authFailure(invalidLinkMessage);
  }
  let done = false;
  try {
    done = await consumeResetToken(params.userid, params.role, claim, await hashPassword(body.password));
  } finally {
    if (!done) await releaseResetToken(params.userid, claim);
  }
  logSecurity('password.reset', { ...fields, outcome: done ? 'reset' : 'invalidLink' });
  return done
    ? ok({ message: 'Your account has been successfully reset.' })
    : authFailure(invalidLinkMessage);
};

export const handler = createHandler(authRoutes, 'authResetPassword', resetPassword);
