/**
 * The session contract (spec §3–4): the token is the only persisted part; the user is fetched with it.
 * `status` is 'loading' while the user is being fetched, so guards wait instead of redirecting.
 */
import { createContext, useContext } from 'react';

import type { User } from '#shared/domain';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  user: User | null;
  token: string | null;
  status: SessionStatus;
  /**
   * Stores the token from login or registration, forgets the old user and fetches the new one. Resolves
   * to whether that worked; on failure the session is signed out (spec §4).
   */
  signIn(token: string): Promise<boolean>;
  /** Empties the token and the user. */
  signOut(): void;
  /** Fetches the user again, e.g. after the profile changed; a failure signs out. */
  reloadUser(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
