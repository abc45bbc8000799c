import { languageCodes } from '#shared/languages';
import { messages } from '#shared/messages';
import { isCommonPassword } from '#shared/passwords/common-passwords';
import { residentTexts } from '#shared/residents';
import { authRoutes } from '#shared/route-table/auth';

import { newConfirmToken } from '../data/confirm-tokens';
import { getHostel } from '../data/hostels';
import { moveInWrites } from '../data/residents';
import { getRoom } from '../data/rooms';
import { hostelIdOf } from '../data/store/keys';
import { TransactionConditionFailed } from '../data/store/transact';
import { createUser, findUserByEmail } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { headerOf } from '../http/headers';
import { authFailure, noContent, ok } from '../http/reply';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { confirmationMail, confirmLink } from '../mail/templates';
import { hashPassword } from '../security/passwords';
import { signSession } from '../security/tokens';

/** The mail's language: the site sends the reader's as `Accept-Language`; English otherwise. */
function languageOf(header: string | undefined) {
  const asked = (header ?? '').split(',').map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return languageCodes.find((code) => asked.includes(code)) ?? 'en';
}

/**
 * Creates a student of an existing hostel: 200 {authToken}; 203 email taken or a common password; 204
 * invalid or no such hostel.
 * The account starts unconfirmed (issue 27): it may sign in and read its own state, is on no list and in
 * no counter, and becomes active — or, in a hostel that approves registrations, waits for the admin — only
 * when the link mailed to the address is followed (`authConfirmEmail`). So a stranger's registration with
 * someone else's address holds nothing: an admin adding that person ends it, and the same address
 * registering again replaces it (a new link, the old one dead). A hostel that closed registration answers
 * 203 with its message: the spec's client shows a 203's message, where 204 would claim the fields are
 * invalid and any other status would be a failure it cannot show.
 */
export const register: RouteLogic<'authRegister'> = async ({ body, event }) => {
  const hostel = await getHostel(hostelIdOf(body.hostel));
  if (!hostel) return noContent();
  if (hostel.registration === 'closed') return authFailure(messages.registrationClosed);
  // A 203 carries a message the spec's client shows; a 204 would only say "invalid fields".
  if (isCommonPassword(body.password)) return authFailure(messages.passwordTooCommon);
  // A cheap read first, so that a taken email costs no password hash (the transaction still decides).
  const holder = await findUserByEmail('student', body.email);
  if (holder && holder.status !== 'unconfirmed') return authFailure(messages.emailRegistered);
  // The room picked from the hostel's list (issue 30): the hostel's, in service, with a free bed now and in
  // the transaction's condition. A registration re-sent for the room it holds already keeps its bed.
  const room = body.roomId === undefined ? undefined : await getRoom(hostel.id, body.roomId);
  const keepsBed = room !== undefined && holder?.roomId === room.id;
  if (body.roomId !== undefined && (!room || !room.inService || (!keepsBed && room.residents >= room.beds)))
    return authFailure(messages.roomUnavailable);
  let token = '';
  try {
    const user = await createUser(
      {
        role: 'student',
        name: body.fullname,
        email: body.email,
        hostel,
        passwordHash: await hashPassword(body.password),
        unconfirmed: true,
        ...(room ? { ...residentTexts(room), roomId: room.id } : {}),
        ...(holder ? { replacing: holder } : {}),
      },
      (student) => {
        const confirm = newConfirmToken(student._id);
        token = confirm.token;
        const now = new Date().toISOString();
        return [
          confirm.write,
          ...(room ? moveInWrites(student, { room }, !keepsBed, now).map((w) => w.item) : []),
        ];
      },
    );
    try {
      const language = languageOf(headerOf(event, 'accept-language'));
      await sendMail(
        confirmationMail(language, user.email, user.name, user.hostel, confirmLink(user._id, token)),
      );
    } catch (error) {
      // The account stays unconfirmed; registering again sends a new link.
      log.error('confirmation mail not sent', { userId: user._id, ...describeError(error) });
    }
    return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion, h: user.hostelId }) });
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    // The room's bed (4, after the confirm token) was taken meanwhile, or it went out of service.
    if (room && !keepsBed && error.failed.includes(4)) return authFailure(messages.roomUnavailable);
    // The email item (0) or the replaced registration (confirmed meanwhile) failed: the email is taken.
    return error.failed.includes(2) ? noContent() : authFailure(messages.emailRegistered);
  }
};

export const handler = createHandler(authRoutes, 'authRegister', register);
