import { isResetTokenValid, issueInvitationToken } from '#functions/data/reset-tokens';
import { invalidLinkMessage } from '#functions/routes/auth-reset-password';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { linksMailedTo } from '../helpers/outbox';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The path parts of the last link mailed to the address. */
async function lastLink(email: string) {
  const link = (await linksMailedTo(email)).at(-1) ?? '';
  const match = /\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return { role: match[1] as string, userid: match[2] as string, token: match[3] as string };
}

describe('invitation links', () => {
  it('keep an invitation mailed by the admin valid for seven days, not one hour', async () => {
    const hostel = await makeHostel();
    const admin = await makeUser('admin', hostel);
    const email = 'late.riser@test.hostel';

    await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Late Riser', email, room: '7', floor: '1' },
    });
    const { userid, token } = await lastLink(email);

    expect(await isResetTokenValid(userid, token, Date.now() + 14 * hour)).toBe(true);
    expect(await isResetTokenValid(userid, token, Date.now() + 6 * day + 23 * hour)).toBe(true);
    expect(await isResetTokenValid(userid, token, Date.now() + 7 * day + hour)).toBe(false);
  });

  it('keeps a "forgot password" link to one hour, and it replaces the invitation', async () => {
    const student = await makeUser('student', await makeHostel());
    const invitation = await issueInvitationToken(student.id);

    await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });
    const { token } = await lastLink(student.email);

    expect(await isResetTokenValid(student.id, token, Date.now() + 30 * 60 * 1000)).toBe(true);
    expect(await isResetTokenValid(student.id, token, Date.now() + 2 * hour)).toBe(false);
    expect(await isResetTokenValid(student.id, invitation)).toBe(false);
  });

  it('stops the old link working when a new invitation is sent', async () => {
    const keeper = await makeUser('roomkeeper', await makeHostel());
    const first = await issueInvitationToken(keeper.id);
    const second = await issueInvitationToken(keeper.id);

    const withOld = await invoke('authResetPassword', {
      params: { role: 'roomkeeper', userid: keeper.id, token: first },
      body: { password: 'from the old mail' },
    });
    const withNew = await invoke('authResetPassword', {
      params: { role: 'roomkeeper', userid: keeper.id, token: second },
      body: { password: 'from the new mail' },
    });

    expect(withOld).toMatchObject({ status: 203, body: { message: invalidLinkMessage } });
    expect(withNew.status).toBe(200);
  });
});
