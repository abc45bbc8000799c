/** The product's mails. Links are built from the configured site origin, never from a request. */
import type { Role } from '#shared/domain';

import { env } from '../env';
import type { Mail } from './mailer';

export const resetLink = (role: Role, userId: string, token: string) =>
  `${env.appOrigin}/auth/reset-password/${role}/${userId}/${encodeURIComponent(token)}`;

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Hostel Clean password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Hostel Clean account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function invitationMail(to: string, name: string, hostel: string, role: Role, link: string): Mail {
  return {
    to,
    subject: `You are invited to Hostel Clean at ${hostel}`,
    text: [
      `Hello ${name},`,
      '',
      `An admin of ${hostel} has added you to Hostel Clean as a ${role}.`,
      'Open this link within one hour to set your password, then sign in:',
      '',
      link,
    ].join('\n'),
  };
}

export function approvalMail(to: string, name: string, hostel: string): Mail {
  return {
    to,
    subject: `Your Hostel Clean registration at ${hostel} is approved`,
    text: [
      `Hello ${name},`,
      '',
      `An admin of ${hostel} has approved your registration. You can now sign in and ask for cleanings:`,
      '',
      `${env.appOrigin}/auth/login`,
    ].join('\n'),
  };
}
