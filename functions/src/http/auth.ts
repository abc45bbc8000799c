/** Who is calling: the verified token, then the user row (role and hostel come from the row, not the token). */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

import type { Role } from '#shared/domain';

import type { Key } from '../data/store/keys';
import { getUser, getUserWith, type UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { verifySession } from '../security/tokens';
import { headerOf } from './headers';

/** The token from `Authorization: Bearer …` or `x-access-token` (both accepted everywhere). */
export function tokenOf(event: APIGatewayProxyEventV2): string | undefined {
  const header = (name: string) => headerOf(event, name)?.trim() || undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return bearer ?? header('x-access-token');
}

/**
 * Verifies the caller and their role; 401 for no or bad token or an ended session, 403 for the role. A
 * student whose registration is unconfirmed or awaits approval (the stored status, never a claim) passes
 * only where the route is `openToAwaiting`, and is otherwise refused with `auth.emailUnconfirmed` or
 * `auth.awaitingApproval`.
 */
export async function authenticate(
  event: APIGatewayProxyEventV2,
  roles: readonly Role[],
  openToAwaiting = false,
  /** An item of the caller's hostel to read in the same call as the user item (see `getUserWith`). */
  alongside?: (hostelId: string) => Key,
): Promise<{ user: UserRecord; alongside?: Record<string, unknown> | undefined }> {
  const token = tokenOf(event);
  if (!token) throw refuse('auth.unauthenticated');
  const claims = await verifySession(token);
  if (!claims) throw refuse('auth.unauthenticated');
  // A session from before tokens named the hostel reads the user alone; the route reads the rest itself.
  const read =
    alongside && claims.h
      ? await getUserWith(claims.sub, alongside(claims.h))
      : { user: await getUser(claims.sub), other: undefined };
  const { user } = read;
  if (!user || user.tokenVersion !== claims.tv) throw refuse('auth.unauthenticated');
  if (!roles.includes(user.role)) throw refuse('auth.roleNotAllowed');
  // An unconfirmed registration may do what a waiting one may: read its own state and profile.
  if (user.status === 'unconfirmed' && !openToAwaiting) throw refuse('auth.emailUnconfirmed');
  if (user.status === 'awaiting' && !openToAwaiting) throw refuse('auth.awaitingApproval');
  return { user, ...(claims.h === user.hostelId ? { alongside: read.other } : {}) };
}

/**
 * The specification's client echoes the caller's identity (`id`, `role`, `name`, `hostel`) in queries
 * and bodies. They never choose what is read; one that disagrees with the token is refused.
 */
export function assertEchoedIdentity(
  user: UserRecord,
  echoed: {
    id?: string | undefined;
    role?: string | undefined;
    name?: string | undefined;
    hostel?: string | undefined;
  },
): void {
  const mismatch =
    (echoed.id !== undefined && echoed.id !== '' && echoed.id !== user._id) ||
    (echoed.role !== undefined && echoed.role !== '' && echoed.role !== user.role) ||
    (echoed.name !== undefined && echoed.name !== '' && echoed.name !== user.name) ||
    (echoed.hostel !== undefined &&
      echoed.hostel !== '' &&
      echoed.hostel !== user.hostel &&
      echoed.hostel !== user.hostelId);
  if (mismatch) throw refuse('auth.identityMismatch');
}
