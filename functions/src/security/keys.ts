/**
 * The session key and the keys derived from it. The key comes from Secrets Manager in the cloud
 * (`secret-value.ts`), read on the first sign or verify of each cold start. Apart from `tokens.ts` so the
 * store's cursors (`data/store/cursor.ts`) can seal with a derived key without reaching into sessions.
 */
import { hkdfSync } from 'node:crypto';

import { env } from '../env';
import { describeError, log } from '../log';
import { busy } from '../refusal';
import { readSecretValue } from './secret-value';

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
export async function signingKey(): Promise<string> {
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
