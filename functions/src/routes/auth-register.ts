import { messages } from '#shared/messages';
import { isCommonPassword } from '#shared/passwords/common-passwords';
import { authRoutes } from '#shared/route-table/auth';

import { addToUser } from '../data/counters';
import { getHostel } from '../data/hostels';
import { hostelAdminIds } from '../data/notifications';
import { hostelIdOf } from '../data/store/keys';
import { TransactionConditionFailed } from '../data/store/transact';
import { createUser, findUserByEmail } from '../data/users';
import { told } from '../domain/notices';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { authFailure, noContent, ok } from '../http/reply';
import { hashPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/**
 * Creates a student of an existing hostel: 200 {authToken}; 203 email taken or a common password; 204
 * invalid or no such hostel.
 * A hostel in approval mode (the default) makes a student who may sign in but waits for an admin (DESIGN §9).
 * A hostel that closed registration answers 203 with its message: the spec's client shows a 203's message,
 * where 204 would claim the fields are invalid and any other status would be a failure it cannot show.
 */
export const register: RouteLogic<'authRegister'> = async ({ body }) => {
  const hostel = await getHostel(hostelIdOf(body.hostel));
  if (!hostel) return noContent();
  if (hostel.registration === 'closed') return authFailure(messages.registrationClosed);
  // A 203 carries a message the spec's client shows; a 204 would only say "invalid fields".
  if (isCommonPassword(body.password)) return authFailure(messages.passwordTooCommon);
  // A cheap read first, so that a taken email costs no password hash (the transaction still decides).
  if (await findUserByEmail('student', body.email)) return authFailure(messages.emailRegistered);
  const awaiting = hostel.registration === 'approval';
  // The hostel's admins hear of a registration that waits for them, in the transaction that stores it.
  const admins = awaiting ? await hostelAdminIds(hostel.id) : [];
  try {
    const user = await createUser(
      {
        role: 'student',
        name: body.fullname,
        email: body.email,
        hostel,
        passwordHash: await hashPassword(body.password),
        awaiting,
      },
      (student) => [
        ...admins.map((adminId) => addToUser(adminId, { unreadNotes: 1 })),
        ...told(
          hostel.id,
          admins.map((to) => ({ to, kind: 'registration' as const, studentName: student.name })),
          student.createdAt,
        ),
      ],
    );
    return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion, h: user.hostelId }) });
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    return error.failed.includes(0) ? authFailure(messages.emailRegistered) : noContent();
  }
};

export const handler = createHandler(authRoutes, 'authRegister', register);
