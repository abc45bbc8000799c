/**
 * The sign-in throttle slows a guesser without letting a stranger keep the owner out: the lock is per
 * account and client address, a reset or an invitation starts a clean count, checks are reserved before
 * the password is hashed, and past the free failures the account is slowed, never locked.
 */
import { randomUUID } from 'node:crypto';

import { freeFailedChecksPerAccount, maxFailedChecksPerClient } from '#functions/domain/password-attempts';
import { hashLimits } from '#functions/security/passwords';

import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { linksMailedTo } from '../helpers/outbox';

const from = (address: string) => ({ 'x-viewer-address': address });
const clientA = '203.0.113.7';
const clientB = '198.51.100.23';

function login(email: string, password: string, address: string, role = 'student') {
  return invoke('authLogin', { body: { email, password, role }, headers: from(address) });
}

async function failFrom(email: string, address: string, times: number, role = 'student') {
  const statuses = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, `wrong ${i}`, address, role)).status);
  return statuses;
}

async function resetThroughMail(email: string, role: string, password: string) {
  await invoke('authForgotPassword', { body: { email, role } });
  const link = (await linksMailedTo(email)).at(-1) ?? '';
  const [, linkRole = '', userid = '', token = ''] =
    /\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link) ?? [];
  return invoke('authResetPassword', { params: { role: linkRole, userid, token }, body: { password } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('per account and client address', () => {
  // Windows are fixed (15 minutes per client, an hour per account): the clock stands at the start of an hour,
  // so a test's failures never straddle the end of one, however slow the machine.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 1000);
  });

  it('keeps refusing the client that failed ten times, while the owner elsewhere signs in at once', async () => {
    // Prepare
    const owner = await makeUser('student', await makeHostel());

    // Act
    const failures = await failFrom(owner.email, clientA, maxFailedChecksPerClient);
    const ownerElsewhere = await login(owner.email, testPassword, clientB);
    const strangerAgain = await login(owner.email, testPassword, clientA);

    // Assess
    expect(failures).toEqual(Array(maxFailedChecksPerClient).fill(203));
    expect(ownerElsewhere.status).toBe(200);
    expect(strangerAgain).toMatchObject({
      status: 429,
      body: { code: 'auth.throttled' },
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('lets the owner sign in at once from the locked client after a password reset', async () => {
    // Prepare
    const owner = await makeUser('roomkeeper', await makeHostel());
    await failFrom(owner.email, clientA, maxFailedChecksPerClient, 'roomkeeper');
    const locked = await login(owner.email, testPassword, clientA, 'roomkeeper');

    // Act
    const reset = await resetThroughMail(owner.email, 'roomkeeper', 'a new password');
    const after = await login(owner.email, 'a new password', clientA, 'roomkeeper');

    // Assess
    expect(locked.status).toBe(429);
    expect(reset.status).toBe(200);
    expect(after.status).toBe(200);
  });

  it('starts an invited account with a clean count, whatever was tried against its email before', async () => {
    // Prepare
    const hostel = await makeHostel();
    const admin = await makeUser('admin', hostel);
    const email = `invitee-${randomUUID().slice(0, 8)}@test.hostel`;
    const before = await failFrom(email, clientA, maxFailedChecksPerClient);
    const locked = await login(email, testPassword, clientA);

    // Act
    const invited = await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Ivy Invited', email, room: '12', floor: '1' },
    });
    const link = (await linksMailedTo(email)).at(-1) ?? '';
    const [, role = '', userid = '', token = ''] =
      /\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link) ?? [];
    const set = await invoke('authResetPassword', {
      params: { role, userid, token },
      body: { password: testPassword },
    });
    const after = await login(email, testPassword, clientA);

    // Assess
    expect(before).toEqual(Array(maxFailedChecksPerClient).fill(204));
    expect(locked.status).toBe(429);
    expect(invited.status).toBe(201);
    expect(set.status).toBe(200);
    expect(after.status).toBe(200);
  });

  it('checks at most the allowed number of thirteen wrong passwords sent at once', async () => {
    // Prepare: room for all thirteen to hash at once, as on many instances, so that only the reservation
    // of each check can hold them back (one instance alone would turn most away as busy first).
    const owner = await makeUser('student', await makeHostel());
    const limits = { ...hashLimits };
    Object.assign(hashLimits, { running: 13, waiting: 0 });

    // Act
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) => login(owner.email, `parallel guess ${i}`, clientA)),
    ).finally(() => Object.assign(hashLimits, limits));

    // Assess: 203 means the password was checked; the others were refused before any hash.
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 203).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(maxFailedChecksPerClient);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      13 - maxFailedChecksPerClient,
    );
    expect(statuses.every((status) => [203, 429, 503].includes(status))).toBe(true);
    expect((await login(owner.email, testPassword, clientB)).status).toBe(200);
  });
});

describe('per account, from every client', () => {
  it('slows the account past its free failures, by seconds, and lets the owner through when it opens', async () => {
    // Prepare: the clock stands still, so the interval is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await makeUser('admin', await makeHostel());
    const clients = Math.ceil(freeFailedChecksPerAccount / maxFailedChecksPerClient);
    for (let i = 0; i < clients; i++)
      await failFrom(owner.email, `192.0.2.${i + 1}`, maxFailedChecksPerClient, 'admin');

    // Act
    const first = await login(owner.email, 'yet another guess', '192.0.2.100', 'admin');
    const second = await login(owner.email, 'and another', '192.0.2.101', 'admin');
    const ownerTooSoon = await login(owner.email, testPassword, '192.0.2.200', 'admin');
    vi.setSystemTime(Date.now() + Number(ownerTooSoon.headers['retry-after']) * 1000);
    const ownerInTime = await login(owner.email, testPassword, '192.0.2.200', 'admin');

    // Assess
    expect(first.status).toBe(203);
    expect(second).toMatchObject({ status: 429, headers: { 'retry-after': '1' } });
    expect(ownerTooSoon.status).toBe(429);
    expect(Number(ownerTooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(ownerInTime.status).toBe(200);
  });
});
