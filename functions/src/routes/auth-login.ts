import { authRoutes } from '#shared/route-table/auth';

import { findUserByEmail, rehashPassword } from '../data/users';
import { checkPassword } from '../domain/password-attempts';
import { clientAddress } from '../http/client-address';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { authFailure, noContent, ok } from '../http/reply';
import { hashPassword, needsRehash, withHashSlot } from '../security/passwords';
import { signSession } from '../security/tokens';

/**
 * 200 {authToken}; 203 wrong password; 204 no such account for that role (spec §7–8). Every sign-in
 * costs a hash, so it holds a hashing slot from the start: a full instance answers 503 before any read.
 */
export const login: RouteLogic<'authLogin'> = (input) => withHashSlot(() => signIn(input));

const signIn: RouteLogic<'authLogin'> = async ({ body, event }) => {
  const user = await findUserByEmail(body.role, body.email);
  // Hashes even when there is no account, so the answer's timing does not tell which case it was.
  const valid = await checkPassword(
    {
      route: 'authLogin',
      role: body.role,
      email: body.email,
      user,
      client: clientAddress(event),
      throttledMessage: 'Too many failed sign-ins, try again later',
    },
    body.password,
  );
  if (!user || !valid) return user ? authFailure('The login detail is incorrect') : noContent();
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await rehashPassword(user._id, await hashPassword(body.password));
  }
  return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion, h: user.hostelId }) });
};

export const handler = createHandler(authRoutes, 'authLogin', login);
