/**
 * Password hashing with node:crypto scrypt at OWASP's parameters (N=2^17, r=8, p=1), a 16-byte salt per
 * hash and the parameters stored with it: `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

interface Params {
  N: number;
  r: number;
  p: number;
}

export const policy: Params = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/**
 * The cost used for new hashes. Tests of other behaviour may lower it through PASSWORD_HASH_COST (a
 * power of two) to stay fast; the stored parameters keep every hash verifiable whatever it was made with.
 */
const current: Params = { ...policy, N: Number(process.env.PASSWORD_HASH_COST ?? policy.N) };

function scrypt(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes are needed; Node's default 32 MiB cap is too small for N=2^17.
    const maxmem = 256 * params.N * params.r;
    scryptCallback(password.normalize('NFC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, current);
  return `scrypt$N=${current.N},r=${current.r},p=${current.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | undefined {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return undefined;
  const [, N, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  return {
    params: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash in constant time. With no stored hash (unknown account, or an
 * invited user who has not set one), it still hashes once against a dummy, so timing tells nothing.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const parsed = parse(stored ?? (await dummyHash));
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return stored !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < current.N || parsed.params.r < current.r || parsed.params.p < current.p;
}
