/**
 * Session tokens: JWT HS256 (algorithm pinned), with issuer, audience, expiry and the user's token
 * version. The key comes from Secrets Manager in the cloud, read once per cold start.
 */
import { hkdfSync } from 'node:crypto';

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import jwt from 'jsonwebtoken';

import { busy } from '../domain/refusal';
import { env } from '../env';
import { describeError, log } from '../log';

const issuer = 'hostel-clean';
const audience = 'hostel-clean-api';
/** Sessions last a working day; password changes, resets and removals end them sooner (token version). */
export const sessionLifetimeSeconds = 12 * 60 * 60;

export interface SessionClaims {
  sub: string;
  tv: number;
}

let key: Promise<string> | undefined;

async function loadKey(): Promise<string> {
  if (env.jwtSecretArn) {
    const client = new SecretsManagerClient({ maxAttempts: 3 });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: env.jwtSecretArn }));
    if (!SecretString || SecretString.length < 32) throw new Error('JWT secret is missing or too short');
    return SecretString;
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

export async function signSession(claims: SessionClaims): Promise<string> {
  return jwt.sign({ tv: claims.tv }, await signingKey(), {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer,
    audience,
    expiresIn: sessionLifetimeSeconds,
  });
}

/** The claims of a valid token, or undefined for anything forged, expired, or not ours. */
export async function verifySession(token: string): Promise<SessionClaims | undefined> {
  const secret = await signingKey();
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer, audience });
    // jsonwebtoken checks `exp` only when present; a token without one would never end.
    if (
      typeof payload !== 'object' ||
      typeof payload.sub !== 'string' ||
      typeof payload.tv !== 'number' ||
      typeof payload.exp !== 'number'
    )
      return undefined;
    return { sub: payload.sub, tv: payload.tv };
  } catch {
    return undefined;
  }
}
