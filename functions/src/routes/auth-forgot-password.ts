import { defaultLanguage } from '#shared/languages';
import { authRoutes } from '#shared/route-table/auth';

import { issueResetToken } from '../data/reset-tokens';
import { recordAttempt } from '../data/throttle';
import { findUserByEmail } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { noContent, ok } from '../http/reply';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { resetLink, resetPasswordMail } from '../mail/templates';

/** Reset mails sent per account and hour; further requests answer the same but send nothing. */
export const maxResetMailsPerHour = 3;

/** Mails a reset link: 200 {message}; 204 no such account for that role (spec §7–8). */
export const forgotPassword: RouteLogic<'authForgotPassword'> = async ({ body }) => {
  const user = await findUserByEmail(body.role, body.email);
  if (!user) return noContent();
  const sent = await recordAttempt({ kind: 'reset', subject: user._id, seconds: 60 * 60 });
  if (sent <= maxResetMailsPerHour) {
    const token = await issueResetToken(user._id);
    try {
      await sendMail(
        resetPasswordMail(
          user.language ?? defaultLanguage,
          user.email,
          user.name,
          resetLink(user.role, user._id, token),
        ),
      );
    } catch (error) {
      // The answer does not change: the user can ask again, and the failure is in the logs.
      log.error('reset mail not sent', { userId: user._id, ...describeError(error) });
    }
  } else {
    log.warn('reset mail throttled', { userId: user._id });
  }
  return ok({ message: 'If the account exists, a link to reset the password has been sent to its email.' });
};

export const handler = createHandler(authRoutes, 'authForgotPassword', forgotPassword);
