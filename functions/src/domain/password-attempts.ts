/**
 * Password checks of one account, whichever route makes them (sign-in, password change), are throttled so
 * that guessing is slow but a stranger cannot keep the owner out — as Cognito and Keycloak do it, with a
 * per-client lock in front:
 *
 * - Per account and client address: 10 failed checks in a 15-minute window, then that client is refused
 *   (429 with Retry-After) until the window ends. Another client — the owner elsewhere — is not.
 * - Per account, from every client together: past 20 failed checks in an hour, one check is let through
 *   per interval, which doubles with each further failure up to a minute (at most about 80 checks an
 *   hour, under ASVS's 100). Slowed, never locked: the owner waits seconds, never a long lock.
 * - A check is reserved with one conditional update before the password is hashed, so attempts arriving
 *   together are counted before any of them is checked; a success clears that client's failures.
 *
 * The counts belong to the account's current credentials: the subject carries the token version, which a
 * password reset and a password change raise, and which an invitation (or registration) starts at 1 while
 * failures against an email without an account count under 0. Each of those starts from a clean count.
 */
import type { Role } from '#shared/domain';

import {
  attempts,
  clearAttempts,
  passGate,
  recordAttempt,
  releaseAttempt,
  reserveAttempt,
  secondsLeft,
  type Window,
} from '../data/throttle';
import type { UserRecord } from '../data/users';
import { emailDigest, logSecurity, type SecurityFields } from '../log';
import { refuse } from '../refusal';
import { verifyPassword } from '../security/passwords';

/** Failed checks one client may make against one account per window. */
export const maxFailedChecksPerClient = 10;
/** Failed checks of one account, from anywhere, per hour before each further check must wait its turn. */
export const freeFailedChecksPerAccount = 20;
const maxIntervalSeconds = 60;

export interface PasswordCheck {
  route: string;
  role: Role;
  email: string;
  /** The account, when there is one; unknown accounts are checked (and counted) all the same. */
  user: UserRecord | undefined;
  /** The real viewer address (`clientAddress(event)`). */
  client: string;
  /** The text of the 429, when the route has its own. */
  throttledMessage?: string;
}

/** IPv6 clients get a whole /64 each, so they are counted by it; IPv4 addresses as they are. */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function windowsOf(check: PasswordCheck) {
  // The email's digest, never the email: a window outlives an erasure of its person (issue 34) by an hour.
  const account = `${check.role}#${emailDigest(check.email)}#v${check.user?.tokenVersion ?? 0}`;
  return {
    account,
    perClient: { kind: 'login-client', subject: `${account}#${clientKey(check.client)}`, seconds: 15 * 60 },
    perAccount: { kind: 'login', subject: account, seconds: 60 * 60 },
  } satisfies Record<string, Window | string>;
}

/** Seconds the account's next check waits once it is past its free failures: 1, 2, 4 … up to a minute. */
export const intervalAfter = (failures: number) =>
  Math.min(2 ** Math.max(0, failures - freeFailedChecksPerAccount), maxIntervalSeconds);

/**
 * Checks a password against the account's stored hash (or a dummy one), within the throttle: throws
 * `auth.throttled` (429, Retry-After) without hashing when this client or the account must wait, and
 * `server.busy` when the instance cannot hash now (the reserved attempt is given back). Answers whether
 * the password was right, and writes the security log of failures, refusals and locks.
 */
export async function checkPassword(check: PasswordCheck, password: string): Promise<boolean> {
  const { account, perClient, perAccount } = windowsOf(check);
  const fields: SecurityFields = {
    route: check.route,
    outcome: '',
    client: check.client,
    userId: check.user?._id,
    email: emailDigest(check.email),
    role: check.role,
  };
  const throttled = (scope: 'client' | 'account', retryAfterSeconds: number) => {
    logSecurity('login.throttled', { ...fields, outcome: 'refused', scope, retryAfterSeconds });
    return refuse('auth.throttled', {
      ...(check.throttledMessage ? { message: check.throttledMessage } : {}),
      retryAfterSeconds,
    });
  };

  const reservedAt = Date.now();
  const [reserved, accountFailures] = await Promise.all([
    reserveAttempt(perClient, maxFailedChecksPerClient, reservedAt),
    attempts(perAccount, reservedAt),
  ]);
  if (reserved === undefined) throw throttled('client', secondsLeft(perClient, reservedAt));
  if (accountFailures >= freeFailedChecksPerAccount) {
    const wait = await passGate('login-gate', account, intervalAfter(accountFailures), reservedAt);
    if (wait > 0) {
      await releaseAttempt(perClient, reservedAt);
      throw throttled('account', wait);
    }
  }

  let valid: boolean;
  try {
    valid = await verifyPassword(password, check.user?.passwordHash);
  } catch (error) {
    await releaseAttempt(perClient, reservedAt);
    throw error;
  }
  if (valid && check.user) {
    await clearAttempts(perClient, reservedAt);
    return true;
  }

  const failures = await recordAttempt(perAccount);
  logSecurity('login.failed', {
    ...fields,
    outcome: check.user ? 'wrongPassword' : 'unknownAccount',
    clientFailures: reserved,
    accountFailures: failures,
  });
  if (reserved === maxFailedChecksPerClient)
    logSecurity('login.locked', {
      ...fields,
      outcome: 'locked',
      scope: 'client',
      seconds: secondsLeft(perClient),
    });
  if (failures === freeFailedChecksPerAccount)
    logSecurity('login.locked', { ...fields, outcome: 'slowed', scope: 'account' });
  return false;
}
