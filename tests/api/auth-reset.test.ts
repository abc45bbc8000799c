import { issueResetToken } from '#functions/data/reset-tokens';
import { invalidLinkMessage } from '#functions/routes/auth-reset-password';

import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { linksMailedTo } from '../helpers/outbox';

/** The path parts of a mailed reset link. */
function partsOf(link: string) {
  const match = /^https:\/\/hostel\.example\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link);
  if (!match) throw new Error(`not a reset link: ${link}`);
  return { role: match[1] as string, userid: match[2] as string, token: match[3] as string };
}

async function mailedLink(email: string) {
  const links = await linksMailedTo(email);
  return partsOf(links.at(-1) as string);
}

describe('forgot and reset password', () => {
  it('mails a link that sets a new password once, and ends older sessions', async () => {
    const student = await makeUser('student', await makeHostel());

    const forgot = await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });
    const params = await mailedLink(student.email);
    const reset = await invoke('authResetPassword', { params, body: { password: 'brand new pass' } });
    const again = await invoke('authResetPassword', { params, body: { password: 'another pass' } });

    expect(forgot).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect(params).toMatchObject({ role: 'student', userid: student.id });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Your account has been successfully reset.' },
    });
    expect(again).toMatchObject({ status: 203, body: { message: invalidLinkMessage } });
    const oldPassword = await invoke('authLogin', {
      body: { email: student.email, password: testPassword, role: 'student' },
    });
    const newPassword = await invoke('authLogin', {
      body: { email: student.email, password: 'brand new pass', role: 'student' },
    });
    expect(oldPassword.status).toBe(203);
    expect(newPassword.status).toBe(200);
    expect((await invoke('authGetUser', { token: student.token })).status).toBe(401);
    expect((await invoke('authGetUser', { token: newPassword.body.authToken })).status).toBe(200);
  });

  it('answers 204 and mails nothing for an unknown account', async () => {
    const answer = await invoke('authForgotPassword', {
      body: { email: 'ghost@test.hostel', role: 'student' },
    });

    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(await linksMailedTo('ghost@test.hostel')).toEqual([]);
  });

  it('sends at most three mails an hour to one account and keeps the answer the same', async () => {
    const keeper = await makeUser('roomkeeper', await makeHostel());

    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await invoke('authForgotPassword', { body: { email: keeper.email, role: 'roomkeeper' } })).status,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await linksMailedTo(keeper.email)).toHaveLength(3);
  });

  it('voids the earlier link when a new one is asked for', async () => {
    const admin = await makeUser('admin', await makeHostel());
    await invoke('authForgotPassword', { body: { email: admin.email, role: 'admin' } });
    const first = await mailedLink(admin.email);
    await invoke('authForgotPassword', { body: { email: admin.email, role: 'admin' } });
    const second = await mailedLink(admin.email);

    const withFirst = await invoke('authResetPassword', {
      params: first,
      body: { password: 'new password' },
    });
    const withSecond = await invoke('authResetPassword', {
      params: second,
      body: { password: 'new password' },
    });

    expect(withFirst.status).toBe(203);
    expect(withSecond.status).toBe(200);
  });

  it('refuses a link used with another role or user in the path, and changes nothing', async () => {
    const hostel = await makeHostel();
    const student = await makeUser('student', hostel);
    const other = await makeUser('student', hostel);
    await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });
    const params = await mailedLink(student.email);

    const otherRole = await invoke('authResetPassword', {
      params: { ...params, role: 'admin' },
      body: { password: 'hijacked' },
    });
    const otherUser = await invoke('authResetPassword', {
      params: { ...params, userid: other.id },
      body: { password: 'hijacked' },
    });

    expect(otherRole.status).toBe(203);
    expect(otherUser.status).toBe(203);
    const login = await invoke('authLogin', {
      body: { email: student.email, password: testPassword, role: 'student' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const student = await makeUser('student', await makeHostel());
    const token = await issueResetToken(student.id, Date.now() - 61 * 60 * 1000);

    const answer = await invoke('authResetPassword', {
      params: { role: 'student', userid: student.id, token },
      body: { password: 'too late' },
    });

    expect(answer).toMatchObject({ status: 203, body: { message: invalidLinkMessage } });
  });

  it('lets exactly one of twenty simultaneous uses of one link succeed', async () => {
    const student = await makeUser('student', await makeHostel());
    await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });
    const params = await mailedLink(student.email);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke('authResetPassword', { params, body: { password: `password ${i}` } }),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 203)).toHaveLength(19);
  });

  it('answers 400 for a malformed link', async () => {
    const answer = await invoke('authResetPassword', {
      params: { role: 'student', userid: 'not-a-uuid', token: 'short' },
      body: { password: 'whatever' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'params.token',
      'params.userid',
    ]);
  });
});
