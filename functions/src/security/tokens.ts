/**
 * Session tokens: JWT HS256 (algorithm pinned), with issuer, audience, expiry (required) and the user's
 * token version. The key comes from Secrets Manager in the cloud (`secret-value.ts`), read on the first
 * sign or verify of each cold start.
 *
 * Signing and checking are jsonwebtoken's, not code of our own: the algorithm, issuer and audience are
 * given on both sides, and `exp` is required on top of what the library checks.
 */
import { hkdfSync } from 'node:crypto';

import jwt from 'jsonwebtoken';

import { busy } from '../domain/refusal';
import { env } from '../env';
import { describeError, log } from '../log';
import { readSecretValue } from './secret-value';

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

let key: Promise<string> | undefined;

async function loadKey(): Promise<string> {
  if (env.jwtSecretArn) {
    const secret = await readSecretValue(env.jwtSecretArn);
    if (!secret || secret.length < 32) throw new Error('JWT secret is missing or too short');
    return secret;
  }
  if (env.jwtSecret && env.jwtSecret.length >= 32) return env.jwtSecret;
  throw new Error('No JWT secret configured (JWT_SECRET_ARN or JWT_SECRET of at least 32 characters)');
}

/** The signing key; never an empty or default one. A failure to read it is a 503, retried next call. */
async function signingKey(): Promise<string> {
  key ??= loadKey();
  try {
    return await key;
  } catch (error) {
    key = undefined;
    log.error('jwt key unavailable', describeError(error));
    throw busy();
  }
}

/**
 * A key for another purpose (e.g. `cursor`), derived from the session key with HKDF: no second secret to
 * provision or rotate, and a value signed for one purpose never verifies as another's or as a session.
 */
export async function derivedKey(purpose: string): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await signingKey(), '', `hostel-clean ${purpose}`, 32));
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
