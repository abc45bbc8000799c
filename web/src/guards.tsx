/**
 * Route guards (spec §2): signed-out users go to login, signed-in users leave /auth for their dashboard,
 * role pages redirect other roles home. While the session is loading nothing is decided (the splash or
 * progress bar shows), so a reload on a deep link does not bounce through the login page.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import type { Role } from '#shared/domain';

import { paths } from './paths';
import { useSession } from './session';

interface FromState {
  from?: string;
}

/** Only same-app paths are followed after sign-in; anything else (`//host`, URLs) goes home. */
export function safeReturnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/auth')
    ? from
    : paths.home;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={from === paths.home ? undefined : { from }} />;
  }
  return children;
}

/**
 * The auth screens, for signed-out users. The form stays mounted while a sign-in loads the user, so a
 * failure can still show its message there.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={safeReturnPath(location.state)} replace />;
  return children;
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <Navigate to={paths.home} replace />;
  return children;
}

/** `/` and `/dashboard` lead to the user's own dashboard. */
export function HomeRedirect() {
  const { user } = useSession();
  return user ? <Navigate to={paths.dashboard(user.role)} replace /> : null;
}

/**
 * The pages below it, except for a student whose registration is unconfirmed or awaits approval (DESIGN
 * §9, issue 27): the server refuses them everything but their profile, so they see `waiting` wherever
 * else they go.
 */
export function AwaitingApproval({ waiting }: { waiting: ReactNode }) {
  const { user } = useSession();
  return user?.status !== undefined ? waiting : <Outlet />;
}
