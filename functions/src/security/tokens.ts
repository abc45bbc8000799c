/**
 * Session tokens: JWT HS256 (algorithm pinned), with issuer, audience, expiry (required) and the user's
 * token version, signed with the session key of `keys.ts`.
 *
 * Signing and checking are `node:crypto` HMAC: the same tokens, byte for byte, as a JWT library makes for
 * these claims, and the same checks, without a library's cold-start cost.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

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

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
/** The one header this product signs and accepts. */
const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const hs256 = (secret: string, signingInput: string) =>
  createHmac('sha256', secret).update(signingInput).digest('base64url');

export async function signSession(claims: SessionClaims): Promise<string> {
  const secret = await signingKey();
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    tv: claims.tv,
    iat,
    exp: iat + sessionLifetimeSeconds,
    aud: audience,
    iss: issuer,
    sub: claims.sub,
    ...(claims.h ? { h: claims.h } : {}),
  };
  const signingInput = `${header}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${hs256(secret, signingInput)}`;
}

function parseSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The claims of a valid token, or undefined for anything forged, expired, or not ours. */
export async function verifySession(token: string): Promise<SessionClaims | undefined> {
  const secret = await signingKey();
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head = '', body = '', signature = ''] = parts;
  const tokenHeader = parseSegment(head);
  if (!isRecord(tokenHeader) || tokenHeader.alg !== 'HS256') return undefined;
  const expected = Buffer.from(hs256(secret, `${head}.${body}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = parseSegment(body);
  if (!isRecord(payload)) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return undefined;
  // `exp` is required: a token without one would never end.
  if (typeof payload.exp !== 'number' || now >= payload.exp) return undefined;
  const audiences: unknown[] = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(audience) || payload.iss !== issuer) return undefined;
  if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
  return { sub: payload.sub, tv: payload.tv, ...(typeof payload.h === 'string' ? { h: payload.h } : {}) };
}
