/**
 * The account mails, in the reader's language. Links are built from the configured site origin, never
 * from a request.
 */
import type { Role } from '#shared/domain';
import type { Language } from '#shared/languages';

import { env } from '../env';
import { accountTexts } from './account-texts';
import type { Mail } from './mailer';

export const resetLink = (role: Role, userId: string, token: string) =>
  `${env.appOrigin}/auth/reset-password/${role}/${userId}/${encodeURIComponent(token)}`;

/** The page that confirms a self-registration's email (`/auth/confirm-email/…` on the site). */
export const confirmLink = (userId: string, token: string) =>
  `${env.appOrigin}/auth/confirm-email/${userId}/${encodeURIComponent(token)}`;

export function confirmationMail(
  language: Language,
  to: string,
  name: string,
  hostel: string,
  link: string,
): Mail {
  const texts = accountTexts[language];
  return {
    to,
    subject: texts.confirmation.subject,
    text: [
      texts.hello(name),
      '',
      ...texts.confirmation.lines(hostel),
      '',
      link,
      '',
      texts.confirmation.notYou,
    ].join('\n'),
  };
}

export function resetPasswordMail(language: Language, to: string, name: string, link: string): Mail {
  const texts = accountTexts[language];
  const [asked = '', open = '', notYou = ''] = texts.reset.lines;
  return {
    to,
    subject: texts.reset.subject,
    text: [texts.hello(name), '', asked, open, '', link, '', notYou].join('\n'),
  };
}

export function invitationMail(
  language: Language,
  to: string,
  name: string,
  hostel: string,
  role: Role,
  link: string,
): Mail {
  const texts = accountTexts[language];
  return {
    to,
    subject: texts.invitation.subject(hostel),
    text: [texts.hello(name), '', ...texts.invitation.lines(hostel, role), '', link].join('\n'),
  };
}

export function approvalMail(language: Language, to: string, name: string, hostel: string): Mail {
  const texts = accountTexts[language];
  return {
    to,
    subject: texts.approval.subject(hostel),
    text: [texts.hello(name), '', ...texts.approval.lines(hostel), '', `${env.appOrigin}/auth/login`].join(
      '\n',
    ),
  };
}
