import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { User } from '#shared/domain';

import { useLanguageSync } from './language-sync';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { readToken, tokenStorageKey, writeToken } from './token-store';

// The API client is loaded only when there is a token, so
// the public landing page does not download it.
const loadClient = () => import('../api/client');
type Client = Awaited<ReturnType<typeof loadClient>>;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readToken);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'loading' : 'signed-out'));
  const [api, setApi] = useState<Client['callApi']>();
  const signedInHere = useRef(false);
  useLanguageSync(user, api, setUser, signedInHere);

  const signOut = useCallback(() => {
    writeToken(null);
    setToken(null);
    setUser(null);
    setStatus('signed-out');
  }, []);

  const fetchUser = useCallback(
    async (forToken: string): Promise<boolean> => {
      try {
        const { callApi, setUnauthorizedHandler } = await loadClient();
        setUnauthorizedHandler(signOut);
        setApi(() => callApi);
        const { data } = await callApi('authGetUser');
        // A sign-out or another sign-in while this was in flight wins.
        if (readToken() !== forToken) return false;
        setUser(data.data);
        setStatus('signed-in');
        return true;
      } catch {
        // Spec §4: a failed fetch of the current user logs out.
        if (readToken() === forToken) signOut();
        return false;
      }
    },
    [signOut],
  );

  const signIn = useCallback(
    async (newToken: string) => {
      signedInHere.current = true;
      writeToken(newToken);
      setToken(newToken);
      setUser(null);
      setStatus('loading');
      return fetchUser(newToken);
    },
    [fetchUser],
  );

  const reloadUser = useCallback(async () => {
    const current = readToken();
    if (current) await fetchUser(current);
  }, [fetchUser]);

  useEffect(() => {
    const stored = readToken();
    if (stored) void fetchUser(stored);
  }, [fetchUser]);

  // Signing out in one tab signs out the others; signing in elsewhere loads that account here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== tokenStorageKey) return;
      if (event.newValue) void signIn(event.newValue);
      else signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signIn, signOut]);

  const session = useMemo<Session>(
    () => ({ user, token, status, signIn, signOut, reloadUser }),
    [user, token, status, signIn, signOut, reloadUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
