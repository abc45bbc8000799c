/**
 * The one persisted piece of the session: the token, in localStorage under a versioned key (spec §3–4).
 * The user is fetched again with the token (a copy kept for opening pages offline, session-provider.tsx,
 * goes at sign-out). Bump the version when the token's meaning
 * changes, so old entries are ignored rather than misread.
 */
export const tokenStorageKey = 'hostel-clean.auth.v1';

export function readToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    // Storage can be blocked (private mode, policies): then the session lasts as long as the tab.
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(tokenStorageKey, token);
    else localStorage.removeItem(tokenStorageKey);
  } catch {
    // See readToken.
  }
}
