import { messages } from '#shared/messages';

import { getHostel } from '../data/hostels';
import { hostelIdOf } from '../data/keys';
import { TransactionConditionFailed } from '../data/transact';
import { createUser } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { authFailure, noContent, ok } from '../http/reply';
import { hashPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/** Creates a student of an existing hostel: 200 {authToken}; 203 email taken; 204 invalid or no such hostel. */
export const register: RouteLogic<'authRegister'> = async ({ body }) => {
  const hostel = await getHostel(hostelIdOf(body.hostel));
  if (!hostel) return noContent();
  try {
    const user = await createUser({
      role: 'student',
      name: body.fullname,
      email: body.email,
      hostel,
      passwordHash: await hashPassword(body.password),
    });
    return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion }) });
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    return error.failed.includes(0) ? authFailure(messages.emailRegistered) : noContent();
  }
};

export const handler = createHandler('authRegister', register);
