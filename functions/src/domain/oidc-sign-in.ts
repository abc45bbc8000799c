/**
 * Who a verified ID token signs in (issue 34): the account of the role asked for whose email the provider
 * has verified, at the hostel whose provider it is. A person with no account becomes a student as the
 * hostel's settings say — waiting for the admin's approval (the admins told), or as its registration mode
 * takes self-registrations — or is refused. Another hostel's account of that email is refused as none.
 */
import type { Role } from '#shared/domain';

import { counterWrites } from '../data/effect-writes';
import { getHostel, type HostelRecord } from '../data/hostels';
import { hostelAdminIds, type Note } from '../data/notifications';
import type { OidcSettings } from '../data/oidc';
import { TransactionConditionFailed } from '../data/store/transact';
import { createUser, findUserByEmail, type UserRecord } from '../data/users';
import { refuse } from '../refusal';
import type { PersonClaims as IDToken } from '../security/oidc-client';
import { unreadOf } from './effects';
import { told } from './notices';

/** The verified email of the token, in the domains the hostel takes; refused otherwise. */
export function verifiedEmail(claims: IDToken, settings: Pick<OidcSettings, 'domains'>): string {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Only a provider's `email_verified: true` proves the address is the person's: a matching unverified
  // email could take over someone's account.
  if (!email || claims.email_verified !== true) throw refuse('oidc.emailUnverified');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.domains.length > 0 && !settings.domains.includes(domain))
    throw refuse('oidc.domainNotAllowed');
  return email;
}

const nameOf = (claims: IDToken, email: string) => {
  const name = typeof claims.name === 'string' ? claims.name.replace(/[#\p{Cc}]/gu, ' ').trim() : '';
  return (name.length >= 3 ? name : email.slice(0, email.indexOf('@'))).slice(0, 50).padEnd(3, '_');
};

/** The account the sign-in opens, made first when the settings let a new person in. */
export async function accountFor(
  hostelId: string,
  role: Role,
  claims: IDToken,
  settings: OidcSettings,
): Promise<UserRecord> {
  const email = verifiedEmail(claims, settings);
  const user = await findUserByEmail(role, email);
  if (user && user.hostelId === hostelId && user.status !== 'unconfirmed') return user;
  if (user || role !== 'student') throw refuse('oidc.noAccount');
  const hostel = await getHostel(hostelId);
  if (!hostel) throw refuse('oidc.noAccount');
  const awaiting = awaitingOrRefused(hostel, settings);
  return newStudent(hostel, nameOf(claims, email), email, awaiting);
}

function awaitingOrRefused(hostel: HostelRecord, settings: OidcSettings): boolean {
  if (settings.newPeople === 'approval') return true;
  if (settings.newPeople === 'registration' && hostel.registration !== 'closed')
    return hostel.registration === 'approval';
  throw refuse('oidc.noAccount');
}

/** A student whose email the provider proved: active, or waiting with the admins told, as registration is. */
async function newStudent(hostel: HostelRecord, name: string, email: string, awaiting: boolean) {
  const admins = awaiting ? await hostelAdminIds(hostel.id) : [];
  try {
    return await createUser({ role: 'student', name, email, hostel, awaiting }, (student) => {
      const notes: Note[] = admins.map((to) => ({ to, kind: 'registration', studentName: student.name }));
      const { users } = counterWrites(unreadOf(notes));
      return [...users.map(({ item }) => item), ...told(hostel.id, notes)];
    });
  } catch (error) {
    // The email was taken at the same moment (by a registration or an admin): that account decides.
    if (error instanceof TransactionConditionFailed) throw refuse('oidc.noAccount');
    throw error;
  }
}
