/**
 * Password hashing with node:crypto scrypt at OWASP's parameters (N=2^17, r=8, p=1), a 16-byte salt per
 * hash and the parameters stored with it: `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

import { Refusal } from '../refusal';

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

/**
 * This instance already runs as many hashes as it can finish quickly. Each hash holds a core and 128 MiB
 * for a fraction of a second, and unknown accounts cost one too, so without a bound a burst of made-up
 * sign-ins queues every real one behind it; turned away at once, the caller answers a 503 with
 * Retry-After and the client's retry lands on a free slot or another instance.
 */
export class HashingBusy extends Refusal {
  constructor() {
    super('server.busy', { message: 'Too many password checks at once', retryAfterSeconds: 1 });
  }
}

/**
 * Hashes run at once (one per core, at most four) and hashes that may wait (one per core): the last in
 * the queue waits at most about two hashes' time, so a real sign-in in a flood answers within about two
 * seconds on a loaded instance, or at once with the 503.
 */
export const hashLimits = (() => {
  const running = Math.min(Math.max(availableParallelism(), 1), 4);
  return { running, waiting: running };
})();

let running = 0;
const waiting: (() => void)[] = [];
const holdingSlot = new AsyncLocalStorage<true>();

/**
 * Runs `work` holding one of this instance's hashing slots: at once, after a short wait in the queue, or
 * not at all (`HashingBusy`) when the queue is full. Hashes made inside use the slot already held. The
 * sign-in takes its slot before its first read, so that when the instance is full it is turned away in a
 * millisecond, having cost no read, instead of after its reads.
 */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (holdingSlot.getStore()) return work();
  if (running < hashLimits.running) running += 1;
  else if (waiting.length < hashLimits.waiting) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new HashingBusy();
  try {
    return await holdingSlot.run(true, work);
  } finally {
    // The slot passes straight to the longest waiter, so nobody overtakes the queue.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return withHashSlot(() => unboundedScrypt(password, salt, params));
}

function unboundedScrypt(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes are needed; Node's default 32 MiB cap is too small for N=2^17.
    const maxmem = 256 * params.N * params.r;
    scryptCallback(password.normalize('NFC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const format = (params: Params, salt: Buffer, key: Buffer) =>
  `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** Hashes a new password; throws `HashingBusy` when this instance is full. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(current, salt, await scrypt(password, salt, current));
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

/** Stands in for a missing hash: the same parameters, so checking against it costs what a real one does. */
const dummyHash = format(current, randomBytes(16), randomBytes(keyLength));

/**
 * Compares a password with a stored hash in constant time. With no stored hash (unknown account, or an
 * invited user who has not set one), it still hashes once against a dummy, so timing tells nothing.
 * Throws `HashingBusy` when this instance is full.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parse(stored ?? dummyHash);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return stored !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < current.N || parsed.params.r < current.r || parsed.params.p < current.p;
}
