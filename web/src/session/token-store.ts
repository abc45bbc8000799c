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
    // Unchanged, other tabs are not told: they would sign in again and tell this one, and so on.
    if (localStorage.getItem(tokenStorageKey) === token) return;
    if (token) localStorage.setItem(tokenStorageKey, token);
    else localStorage.removeItem(tokenStorageKey);
  } catch {
    // See readToken.
    return;
  }
  tokenChannel()?.postMessage({ token });
}

/**
 * Other tabs of the site learn of a sign-in or sign-out through a channel, not the `storage` event: a
 * listener for that event makes Chromium open the tab's sessionStorage too, a synchronous call to the
 * browser process that took up to 64 ms of a phone's first visit (docs/performance.md). A channel
 * delivers to the other tabs, never back to the one that posted.
 */
let channel: BroadcastChannel | undefined;
const tokenChannel = () =>
  (channel ??=
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('hostel-clean.auth'));

/** Calls `listener` with the token another tab stored (null: it signed out). Returns the unsubscribe. */
export function onTokenFromOtherTab(listener: (token: string | null) => void): () => void {
  const current = tokenChannel();
  if (!current) return () => {};
  const onMessage = ({ data }: MessageEvent<unknown>) => {
    const token = (data as { token?: unknown } | null)?.token;
    if (token === null || typeof token === 'string') listener(token);
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}
