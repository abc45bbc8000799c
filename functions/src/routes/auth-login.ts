import { attempts, loginWindow, maxFailedLogins, recordAttempt } from '../data/throttle';
import { findUserByEmail, rehashPassword } from '../data/users';
import { refuse } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { authFailure, noContent, ok, type Reply } from '../http/reply';
import { hashPassword, needsRehash, verifyPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/** 200 {authToken}; 203 wrong password; 204 no such account for that role (spec §7–8). */
export async function login({ body }: RequestContext<'authLogin'>): Promise<Reply> {
  const window = loginWindow(body.role, body.email);
  if ((await attempts(window)) >= maxFailedLogins)
    throw refuse('auth.throttled', {
      message: 'Too many failed sign-ins, try again later',
      retryAfterSeconds: 60,
    });

  const user = await findUserByEmail(body.role, body.email);
  // Hashes even when there is no account, so the answer's timing does not tell which case it was.
  const valid = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !valid) {
    await recordAttempt(window);
    return user ? authFailure('The login detail is incorrect') : noContent();
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await rehashPassword(user._id, await hashPassword(body.password));
  }
  return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion }) });
}

export const handler = createHandler('authLogin', login);
