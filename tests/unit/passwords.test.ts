import { availableParallelism } from 'node:os';

import {
  HashingBusy,
  hashLimits,
  hashPassword,
  needsRehash,
  policy,
  verifyPassword,
} from '#functions/security/passwords';

describe('password hashing', () => {
  it(
    'hashes new passwords at the OWASP scrypt parameters, with the parameters and a 16-byte salt kept',
    { timeout: 20_000 },
    async () => {
      vi.resetModules();
      const cost = process.env.PASSWORD_HASH_COST;
      delete process.env.PASSWORD_HASH_COST;
      const passwords = await import('#functions/security/passwords');
      process.env.PASSWORD_HASH_COST = cost;

      const first = await passwords.hashPassword('correct horse');
      const second = await passwords.hashPassword('correct horse');

      expect(policy).toEqual({ N: 131072, r: 8, p: 1 });
      expect(first).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
      expect(second).not.toBe(first);
      expect(await passwords.verifyPassword('correct horse', first)).toBe(true);
      expect(await passwords.verifyPassword('correct horsE', first)).toBe(false);
    },
  );

  it('verifies exactly as typed, long and non-ASCII passwords included', async () => {
    for (const password of ['p'.repeat(50), 'пароль🔑 ключ', 'ab c']) {
      const stored = await hashPassword(password);
      expect(await verifyPassword(password, stored)).toBe(true);
      expect(await verifyPassword(`${password} `, stored)).toBe(false);
    }
  });

  it('still hashes once for an unknown account, and never matches', async () => {
    expect(await verifyPassword('anything', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('asks for a rehash of weaker hashes only', () => {
    expect(
      needsRehash('scrypt$N=2,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ).toBe(true);
    expect(
      needsRehash(
        `scrypt$N=${2 ** 17},r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      ),
    ).toBe(false);
  });
});

describe('hashing under a flood', () => {
  it('runs one hash per core with a short queue, and turns the rest away before any of them waits', async () => {
    // Prepare
    const accepted = hashLimits.running + hashLimits.waiting;
    const settled: ('checked' | 'busy')[] = [];

    // Act
    const results = await Promise.allSettled(
      Array.from({ length: accepted + 10 }, () =>
        verifyPassword('flood', undefined).then(
          (value) => (settled.push('checked'), value),
          (error: unknown) => {
            settled.push('busy');
            throw error;
          },
        ),
      ),
    );

    // Assess
    const busy = results.filter((result) => result.status === 'rejected');
    expect(hashLimits.running).toBe(Math.min(Math.max(availableParallelism(), 1), 4));
    expect(busy).toHaveLength(10);
    for (const result of busy) {
      expect(result.reason).toBeInstanceOf(HashingBusy);
      expect(result.reason).toMatchObject({ code: 'server.busy', retryAfterSeconds: 1 });
    }
    expect(settled.slice(0, 10)).toEqual(Array(10).fill('busy'));
    expect(await verifyPassword('after the flood', undefined)).toBe(false);
  });
});
