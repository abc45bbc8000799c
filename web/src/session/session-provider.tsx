import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { User } from '#shared/domain';

import { loadClient, takePrefetchedUser } from './first-user';
import { useLanguageSync } from './language-sync';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { onTokenFromOtherTab, readToken, writeToken } from './token-store';

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

  // The user decides what every page shows, so their arrival renders the shell and the page: as a
  // transition, in slices, and a chunk already loaded but not yet run by React waits in place. Outside one
  // the whole render was one task, and the page's first lazy chunk showed the routes' fallback, whose
  // replacement React holds back up to 300 ms (its fallback throttle) — the page painted that much later.
  const signedInAs = useCallback((signedIn: User) => {
    startTransition(() => {
      setUser(signedIn);
      setStatus('signed-in');
    });
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
        signedInAs(data.data);
        rememberUser(data.data);
        return true;
      } catch (error) {
        // No answer at all (offline): the user as last fetched, when there is one.
        const remembered = rememberedUser();
        if (readToken() === forToken && remembered && isOffline(error)) {
          signedInAs(remembered);
          return true;
        }
        // Spec §4: a failed fetch of the current user logs out.
        if (readToken() === forToken) signOut();
        return false;
      }
    },
    [signOut, signedInAs],
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
  useEffect(
    () =>
      onTokenFromOtherTab((token) => {
        if (token) void signIn(token);
        else signOut();
      }),
    [signIn, signOut],
  );

  const session = useMemo<Session>(
    () => ({ user, token, status, signIn, signOut, reloadUser }),
    [user, token, status, signIn, signOut, reloadUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
