import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { User } from '#shared/domain';

import { loadClient, takePrefetchedUser } from './first-user';
import { useLanguageSync } from './language-sync';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { readToken, tokenStorageKey, writeToken } from './token-store';

// The API client is loaded only when there is a token, so the public landing page does not download it.
type Client = Awaited<ReturnType<typeof loadClient>>;

/**
 * The signed-in user as last fetched, so that a phone without a connection opens its pages (the offline
 * shell); the token in storage is still what every API call is checked by. Sign-out removes it.
 */
const offlineUserKey = 'hostel-clean.offlineUser.v1';

function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(offlineUserKey, JSON.stringify(user));
    else localStorage.removeItem(offlineUserKey);
  } catch {
    // Without storage the site only needs a connection to open.
  }
}

function rememberedUser(): User | null {
  try {
    const text = localStorage.getItem(offlineUserKey);
    return text ? (JSON.parse(text) as User) : null;
  } catch {
    // Blocked storage or a damaged entry: nothing to open offline with.
    return null;
  }
}

/** No answer came (the API client's status 0, or no API error at all): the device is offline. */
const isOffline = (error: unknown) =>
  !(error instanceof Error && 'status' in error) || (error as { status: unknown }).status === 0;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readToken);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'loading' : 'signed-out'));
  const [api, setApi] = useState<Client['callApi']>();
  const signedInHere = useRef(false);
  useLanguageSync(user, api, setUser, signedInHere);
  // The user signing out, for the sign-out itself (a stable callback, so not from the render).
  const userId = useRef<string>(undefined);
  useEffect(() => {
    if (user) userId.current = user._id;
  }, [user]);

  const signOut = useCallback(() => {
    // What this user kept on the device for working offline goes with them, but for actions still
    // waiting: those stay under their id alone (the sign-out page asked what to do with them).
    rememberUser(null);
    const leaving = userId.current;
    void import('../offline/keeper-store').then((store) => store.clearKeeperData(leaving));
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
        const { data } = await (takePrefetchedUser(forToken) ?? callApi('authGetUser'));
        // A sign-out or another sign-in while this was in flight wins.
        if (readToken() !== forToken) return false;
        setUser(data.data);
        rememberUser(data.data);
        setStatus('signed-in');
        return true;
      } catch (error) {
        // No answer at all (offline): the user as last fetched, when there is one.
        const remembered = rememberedUser();
        if (readToken() === forToken && remembered && isOffline(error)) {
          setUser(remembered);
          setStatus('signed-in');
          return true;
        }
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
