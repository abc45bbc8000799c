/**
 * Failed password checks of one account are limited per window, whichever route made them, so that a
 * password change is no way around the sign-in throttle.
 */
import type { Role } from '#shared/domain';

import { attempts, recordAttempt, type Window } from '../data/throttle';
import { refuse } from './refusal';

/** Failed password checks of one account allowed per 15-minute window. */
const maxFailedChecks = 10;

const checksOf = (role: Role, email: string): Window => ({
  kind: 'login',
  subject: `${role}#${email}`,
  seconds: 15 * 60,
});

/** Refuses with `auth.throttled` once the account has used up its failed checks for the window. */
export async function assertPasswordCheckAllowed(role: Role, email: string, message?: string): Promise<void> {
  if ((await attempts(checksOf(role, email))) >= maxFailedChecks)
    throw refuse('auth.throttled', { ...(message ? { message } : {}), retryAfterSeconds: 60 });
}

/** Counts one failed password check of the account. */
export async function recordFailedPasswordCheck(role: Role, email: string): Promise<void> {
  await recordAttempt(checksOf(role, email));
}
