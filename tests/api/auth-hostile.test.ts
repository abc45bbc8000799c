/**
 * Hostile input to every auth route: each gets a clear 4xx (or the spec's 203/204), never a 5xx, never a
 * stack trace, and leaves Object.prototype alone.
 */
import fc from 'fast-check';
import jwt from 'jsonwebtoken';

import type { RouteId } from '#shared/routes';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

const secret = process.env.JWT_SECRET as string;
const authRoutes: RouteId[] = ['authLogin', 'authRegister', 'authForgotPassword', 'authResetPassword'];
const resetParams = {
  role: 'student',
  userid: '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11',
  token: 'a'.repeat(43),
};
const paramsFor = (id: RouteId) => (id === 'authResetPassword' ? { params: resetParams } : {});

function expectClean(answer: { status: number; text: string }) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).not.toMatch(/\n\s+at |Error:|node_modules/);
}

describe.each(authRoutes)('%s under hostile bodies', (id) => {
  it('answers 400 for broken JSON', async () => {
    const answer = await invoke(id, { ...paramsFor(id), body: '{"email": "a@b.c",' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
  });

  it('answers 413 for a 2 MB body', async () => {
    const answer = await invoke(id, { ...paramsFor(id), body: { email: 'x'.repeat(2 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expectClean(answer);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const answer = await invoke(id, {
      ...paramsFor(id),
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });

  it('refuses __proto__ and constructor keys and leaves Object.prototype alone', async () => {
    const answers = await Promise.all([
      invoke(id, { ...paramsFor(id), body: '{"__proto__":{"role":"admin","polluted":true}}' }),
      invoke(id, { ...paramsFor(id), body: '{"constructor":{"prototype":{"polluted":true}}}' }),
    ]);
    for (const answer of answers) {
      expect([400, 204]).toContain(answer.status);
      expectClean(answer);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('never answers a 5xx or a stack trace for arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const answer = await invoke(id, { ...paramsFor(id), body: JSON.stringify(value) });
        expectClean(answer);
      }),
      { numRuns: 40 },
    );
  });

  it('answers 400 (or 204 where the spec says so) for wrong types and huge strings', async () => {
    const answers = await Promise.all([
      invoke(id, {
        ...paramsFor(id),
        body: { email: 42, password: ['x'], role: { admin: true }, fullname: null },
      }),
      invoke(id, {
        ...paramsFor(id),
        body: { email: `${'a'.repeat(20_000)}@b.c`, password: 'p'.repeat(20_000), role: 'admin' },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(id === 'authRegister' ? 204 : 400);
      expectClean(answer);
    }
  });
});

describe('forged and stale tokens', () => {
  const claims = (sub: string) => ({ sub, tv: 1, iss: 'hostel-clean', aud: 'hostel-clean-api' });

  it('answers 401 for alg:none, other algorithms, bad signatures, expiry or none, wrong audience or issuer', async () => {
    const user = await makeUser('admin', await makeHostel());
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify(claims(user.id)),
    ).toString('base64url')}.`;
    const forged = [
      unsigned,
      jwt.sign(claims(user.id), secret, { algorithm: 'HS512' }),
      jwt.sign(claims(user.id), 'some-other-secret-that-is-long-enough-000', { algorithm: 'HS256' }),
      jwt.sign({ ...claims(user.id), exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
        algorithm: 'HS256',
      }),
      // Right key and claims, but it never expires: a leaked one would work for ever.
      jwt.sign(claims(user.id), secret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims(user.id), nbf: Math.floor(Date.now() / 1000) + 3600 }, secret, {
        algorithm: 'HS256',
      }),
      jwt.sign({ ...claims(user.id), aud: 'another-api' }, secret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims(user.id), iss: 'someone-else' }, secret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims(user.id), tv: 2 }, secret, { algorithm: 'HS256' }),
      jwt.sign(claims('6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11'), secret, { algorithm: 'HS256' }),
      'not.a.token',
      '',
    ];

    const answers = await Promise.all(
      forged.map((token) => invoke('authGetUser', { headers: { authorization: `Bearer ${token}` } })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(forged.length).fill(401));
    answers.forEach(expectClean);
  });

  it('accepts a token signed the right way, which shows the forged ones failed for their flaw', async () => {
    const user = await makeUser('admin', await makeHostel());
    const good = jwt.sign(claims(user.id), secret, { algorithm: 'HS256', expiresIn: 60 });

    expect((await invoke('authGetUser', { token: good })).status).toBe(200);
  });
});

describe('query strings', () => {
  it('refuses a parameter given twice', async () => {
    const user = await makeUser('student', await makeHostel());

    const answer = await invoke('authGetUser', { token: user.token, query: 'a=1&a=2' });

    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Query parameter 'a' is given more than once" },
    });
  });
});
