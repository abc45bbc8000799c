/**
 * Session tokens: JWT HS256 (algorithm pinned), with issuer, audience, expiry (required) and the user's
 * token version, signed with the session key of `keys.ts`.
 *
 * Signing and checking are jsonwebtoken's, not code of our own: the algorithm, issuer and audience are
 * given on both sides, and `exp` is required on top of what the library checks.
 */
import jwt from 'jsonwebtoken';

import { signingKey } from './keys';

const issuer = 'hostel-clean';
const audience = 'hostel-clean-api';
/** Sessions last a working day; password changes, resets and removals end them sooner (token version). */
export const sessionLifetimeSeconds = 12 * 60 * 60;

export interface SessionClaims {
  sub: string;
  tv: number;
  /**
   * The user's hostel, which never changes: it lets a route read a hostel item beside the user item in
   * the same call. The user item stays the authority (authentication checks the two agree).
   */
  h?: string;
}

/** The one algorithm this product signs and accepts; a token naming any other is refused. */
const algorithm = 'HS256';

export async function signSession(claims: SessionClaims): Promise<string> {
  return jwt.sign({ tv: claims.tv, ...(claims.h ? { h: claims.h } : {}) }, await signingKey(), {
    algorithm,
    subject: claims.sub,
    issuer,
    audience,
    expiresIn: sessionLifetimeSeconds,
  });
}

/** The claims of a valid token, or undefined for anything forged, expired, or not ours. */
export async function verifySession(token: string): Promise<SessionClaims | undefined> {
  const secret = await signingKey();
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: [algorithm], issuer, audience });
  } catch {
    return undefined;
  }
  // jsonwebtoken checks `exp` only when it is there; a token without one would never end.
  if (typeof payload !== 'object' || typeof payload.exp !== 'number') return undefined;
  const { sub, tv, h } = payload as jwt.JwtPayload & { tv?: unknown; h?: unknown };
  if (typeof sub !== 'string' || typeof tv !== 'number') return undefined;
  return { sub, tv, ...(typeof h === 'string' ? { h } : {}) };
}
