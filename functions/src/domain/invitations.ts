/**
 * An admin adds a student or roomkeeper to their own hostel. The invitation's link is the
 * password-reset link, so the admin never types or sees a password.
 */
import { defaultLanguage } from '#shared/languages';
import { messages } from '#shared/messages';
import { residentTexts } from '#shared/residents';
import type { BodyOf } from '#shared/routes';

import { stampBump } from '../data/notifications';
import { issueInvitationToken } from '../data/reset-tokens';
import { moveInWrites, type Residence } from '../data/residents';
import { TransactionConditionFailed } from '../data/store/transact';
import { createUser, findUserByEmail, type NewUser, type UserRecord } from '../data/users';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { invitationMail, resetLink } from '../mail/templates';
import { refuseField } from '../refusal';
import { residenceRefusal } from './residence';

/** Where `createUser`'s caller writes (`more`) start in its transaction. */
const firstMoreIndex = 3;

/** The user an admin's invitation adds to their hostel, in the room of `residence` when given. */
export function invitee(admin: UserRecord, body: BodyOf<'createUser'>, residence?: Residence): NewUser {
  return {
    role: body.role,
    name: body.fullname,
    email: body.email,
    hostel: { id: admin.hostelId, name: admin.hostel },
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.room !== undefined ? { room: body.room } : {}),
    ...(body.floor !== undefined ? { floor: body.floor } : {}),
    ...(residence ? residentTexts(residence.room) : {}),
    ...(residence ? { roomId: residence.room.id } : {}),
    ...(residence?.bed !== undefined ? { bed: residence.bed } : {}),
  };
}

/** Creates the user and mails the invitation; a mail that fails leaves the account, with `invitationSent` false. */
export async function inviteUser(
  admin: UserRecord,
  body: BodyOf<'createUser'>,
  /** A student's room (issue 30), checked by the caller: they move in in the same transaction. */
  residence?: Residence,
): Promise<{ user: UserRecord; invitationSent: boolean }> {
  if (body.role !== 'student' && (body.room !== undefined || body.floor !== undefined))
    throw refuseField(body.room !== undefined ? 'room' : 'floor', 'Only students have a room and floor');
  const now = new Date().toISOString();
  const add = (replacing?: UserRecord) =>
    createUser(
      { ...invitee(admin, body, residence), ...(replacing ? { replacing } : {}) },
      // The hostel's other open pages (the Manage lists) show the new user.
      (user) => [
        // A registration replaced in the same room hands its bed over: the room's count stays.
        ...(residence
          ? moveInWrites(user, residence, replacing?.roomId !== residence.room.id, now).map(
              ({ item }) => item,
            )
          : []),
        stampBump(admin.hostelId),
      ],
    );
  const refuseTaken = () => refuseField('email', messages.emailRegistered, 'user.emailRegistered');
  let user;
  try {
    user = await add();
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    // The room's writes follow the three of `createUser` (email, user, hostel): the room filled or closed.
    if (residence && error.failed.some((index) => index >= firstMoreIndex && index < firstMoreIndex + 3))
      throw await residenceRefusal(residence, error.failed.includes(firstMoreIndex) ? 'room' : 'bed');
    // A self-registration that is not confirmed, or waits for approval (in any hostel), does not keep the
    // admin from adding the email's owner: it ends in the same transaction that adds them.
    const holder = await findUserByEmail(body.role, body.email);
    if (holder?.status === undefined) throw refuseTaken();
    user = await add(holder).catch((again: unknown) => {
      // The registration was confirmed, approved or replaced meanwhile: the email is someone's now.
      throw again instanceof TransactionConditionFailed ? refuseTaken() : again;
    });
  }

  const token = await issueInvitationToken(user._id).catch((error: unknown) => {
    log.error('invitation token not issued', { userId: user._id, ...describeError(error) });
    return undefined;
  });
  return { user, invitationSent: token !== undefined && (await mailInvitation(admin, user, token)) };
}

/**
 * Mails a new user the invitation carrying `token`; false when it could not be sent (the account stays,
 * and the invitee can still ask for a link through "forgot password").
 */
export async function mailInvitation(admin: UserRecord, user: UserRecord, token: string): Promise<boolean> {
  try {
    await sendMail(
      // Written in the inviting admin's language: the new user has chosen none yet.
      invitationMail(
        admin.language ?? defaultLanguage,
        user.email,
        user.name,
        user.hostel,
        user.role,
        resetLink(user.role, user._id, token),
      ),
    );
    return true;
  } catch (error) {
    log.error('invitation mail not sent', { userId: user._id, ...describeError(error) });
    return false;
  }
}
