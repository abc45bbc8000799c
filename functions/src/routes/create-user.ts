import { messages } from '#shared/messages';

import { issueResetToken } from '../data/reset-tokens';
import { TransactionConditionFailed } from '../data/transact';
import { createUser as storeUser, toPublicUser } from '../data/users';
import { refuseField } from '../domain/refusal';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { invitationMail, resetLink } from '../mail/templates';

/**
 * Adds a student or roomkeeper to the admin's own hostel and mails them an invitation whose link is
 * the password-reset link, so the admin never types or sees a password: 201 {user, invitationSent};
 * 409 when the email is already taken for that role.
 */
export const createUser: RouteLogic<'createUser'> = async ({ body, user: admin }) => {
  if (body.role !== 'student' && (body.room !== undefined || body.floor !== undefined))
    throw refuseField(body.room !== undefined ? 'room' : 'floor', 'Only students have a room and floor');
  let user;
  try {
    user = await storeUser({
      role: body.role,
      name: body.fullname,
      email: body.email,
      hostel: { id: admin.hostelId, name: admin.hostel },
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.room !== undefined ? { room: body.room } : {}),
      ...(body.floor !== undefined ? { floor: body.floor } : {}),
    });
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failed.includes(0))
      throw refuseField('email', messages.emailRegistered, 'user.emailRegistered');
    throw error;
  }

  let invitationSent = true;
  try {
    const token = await issueResetToken(user._id);
    await sendMail(
      invitationMail(user.email, user.name, user.hostel, user.role, resetLink(user.role, user._id, token)),
    );
  } catch (error) {
    // The account exists either way; the invitee can still ask for a link through "forgot password".
    invitationSent = false;
    log.error('invitation mail not sent', { userId: user._id, ...describeError(error) });
  }
  return created({ user: toPublicUser(user), invitationSent });
};

export const handler = createHandler('createUser', createUser);
