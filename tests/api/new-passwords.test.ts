/**
 * New passwords (ASVS 5.0 V6.2) on every route that sets one — registration, the mailed link (resets and
 * invitations), the profile: at least 8 and up to 128 characters of any kind, kept exactly as typed, and
 * none of the 10,000 most common (in any case). Signing in still takes the spec's short passwords.
 */
import { messages } from '#shared/messages';

import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { linksMailedTo } from '../helpers/outbox';

let hostel: { id: string; name: string };

beforeAll(async () => {
  hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const open = await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'open' } });
  expect(open.status, open.text).toBe(200);
});

let registered = 0;
const register = (password: string) => {
  registered += 1;
  return invoke('authRegister', {
    body: {
      email: `new-${registered}@passwords.test`,
      fullname: 'Nia Newcomer',
      hostel: hostel.name,
      password,
    },
  });
};

async function resetLink(email: string, role: string) {
  const forgot = await invoke('authForgotPassword', { body: { email, role } });
  expect(forgot.status).toBe(200);
  const link = (await linksMailedTo(email)).at(-1)!;
  const [, linkRole, userid, token] = /\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link)!;
  return { role: linkRole!, userid: userid!, token: token! };
}

const signIn = (email: string, password: string, role = 'student') =>
  invoke('authLogin', { body: { email, password, role } });

const tooCommon = {
  code: 'password.tooCommon',
  message: messages.passwordTooCommon,
  errors: [{ path: 'password', message: messages.passwordTooCommon }],
};

describe('registration', () => {
  it.each(['abc', 'secret1'])('answers 204 (invalid fields) for %j, shorter than 8', async (password) => {
    expect((await register(password)).status).toBe(204);
  });

  it.each(['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou'])(
    'answers 203 with the reason for %j, one of the most common',
    async (password) => {
      const answer = await register(password);

      expect(answer).toMatchObject({ status: 203, body: { message: messages.passwordTooCommon } });
    },
  );

  it('takes 8 to 128 characters of any kind exactly as typed, and signs in with them', async () => {
    const passwords = ['  zoë 山田 ✓ ', `${'ñ'.repeat(60)}🙂🙂`, 'x7'.repeat(64)];

    for (const password of passwords) {
      const answer = await register(password);
      expect(answer.status, answer.text).toBe(200);
      const email = `new-${registered}@passwords.test`;
      expect((await signIn(email, password)).status).toBe(200);
      if (password !== password.trim()) expect((await signIn(email, password.trim())).status).toBe(203);
    }
    expect((await register('x'.repeat(129))).status).toBe(204);
  });
});

describe('the mailed link (reset or invitation)', () => {
  it('refuses a common password with 400 password.tooCommon and leaves the link usable', async () => {
    const student = await makeUser('student', hostel);
    const params = await resetLink(student.email, 'student');

    const common = await invoke('authResetPassword', { params, body: { password: 'football' } });
    const short = await invoke('authResetPassword', { params, body: { password: 'abc' } });
    const good = await invoke('authResetPassword', { params, body: { password: 'a long walk home' } });

    expect(common).toMatchObject({ status: 400, body: tooCommon });
    expect(short).toMatchObject({
      status: 400,
      body: { code: 'input.invalid', errors: [{ path: 'password', message: messages.min8 }] },
    });
    expect(good.status).toBe(200);
    expect((await signIn(student.email, 'a long walk home')).status).toBe(200);
  });
});

describe('the profile', () => {
  const change = (token: string, password: string) =>
    invoke('updatePassword', {
      token,
      body: { currentPassword: testPassword, password, confirmPassword: password },
    });

  it('refuses short and common passwords, and keeps the old one', async () => {
    const keeper = await makeUser('roomkeeper', hostel);

    const short = await change(keeper.token, 'abc');
    const common = await change(keeper.token, 'Sunshine');

    expect(short).toMatchObject({
      status: 400,
      body: { code: 'input.invalid', errors: [{ path: 'password', message: messages.min8 }] },
    });
    expect(common).toMatchObject({ status: 400, body: tooCommon });
    expect((await signIn(keeper.email, testPassword, 'roomkeeper')).status).toBe(200);
  });
});

it('still signs in an account whose password is shorter than the new rule', async () => {
  const { createUser } = await import('#functions/data/users');
  const { hashPassword } = await import('#functions/security/passwords');
  const email = 'older@passwords.test';
  await createUser({
    role: 'student',
    name: 'Olga Older',
    email,
    hostel,
    passwordHash: await hashPassword('abc'),
  });

  expect((await signIn(email, 'abc')).status).toBe(200);
});
