/**
 * A self-registration proves its address before it holds anything (issue 27, item 2). One hostel's open
 * sign-up used to make an active account at once, and its email then kept every other hostel's admin from
 * adding that person (409 `user.emailRegistered`). Now the account starts unconfirmed: it signs in and
 * reads its own state only, is on no list and in no counter, and ends when an admin of any hostel adds the
 * address or the address registers again; following the mailed link makes it active (or waiting, where the
 * hostel approves registrations). The spec's answers of `POST /api/auth/register` stay as they are.
 */
import { randomUUID } from 'node:crypto';

import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo, readOutbox } from '../helpers/outbox';
import { dateIn } from './requests-fixtures';

const newEmail = (who = 'victim') => `${who}-${randomUUID().slice(0, 8)}@test.hostel`;

const register = (email: string, hostel: { name: string }, fullname = 'Val Victim') =>
  invoke('authRegister', { body: { email, fullname, hostel: hostel.name, password: testPassword } });

async function counters(hostelId: string) {
  const { getHostel } = await import('#functions/data/hostels');
  const hostel = await getHostel(hostelId);
  return { students: hostel?.students, awaiting: hostel?.awaiting };
}

async function hostelIn(
  mode: 'open' | 'approval',
): Promise<{ hostel: { id: string; name: string }; admin: Account }> {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const set = await invoke('updateHostelSettings', { token: admin.token, body: { registration: mode } });
  expect(set.status).toBe(200);
  return { hostel, admin };
}

const studentIds = async (admin: Account) =>
  (await invoke('listUsers', { token: admin.token, query: { role: 'student' } })).body.items.map(
    (item: { _id: string }) => item._id,
  );

describe('an open hostel’s sign-up no longer squats the email', () => {
  it('hostel B’s admin adds the person a stranger registered at hostel A', async () => {
    // Prepare: hostel A takes anyone at once; a stranger registers the victim's address there
    const a = await hostelIn('open');
    const b = await hostelIn('approval');
    const victim = newEmail();
    const before = { a: await counters(a.hostel.id), b: await counters(b.hostel.id) };
    const squat = await register(victim, a.hostel, 'Someone Else');
    expect(squat.status).toBe(200);
    expect(Object.keys(squat.body)).toEqual(['authToken']);

    // Act: hostel B's admin adds the real person
    const added = await invoke('createUser', {
      token: b.admin.token,
      body: { role: 'student', fullname: 'Val Victim', email: victim },
    });

    // Assess: added, the unconfirmed registration is gone, its link dead, nothing counted at A
    expect(added.status, added.text).toBe(201);
    expect(added.body.user).toMatchObject({ email: victim, hostelId: b.hostel.id });
    expect((await invoke('authGetUser', { token: squat.body.authToken })).status).toBe(401);
    const link = await invoke('authConfirmEmail', { params: await confirmationMailedTo(victim) });
    expect(link).toMatchObject({ status: 400, body: { code: 'auth.confirmLinkInvalid' } });
    expect(await counters(a.hostel.id)).toEqual(before.a);
    expect(await counters(b.hostel.id)).toEqual({ ...before.b, students: before.b.students! + 1 });
    const login = await invoke('authLogin', {
      body: { email: victim, password: testPassword, role: 'student' },
    });
    expect(login.status).toBe(203);
  });

  it('an unconfirmed account signs in and reads its own state only, and is on no list', async () => {
    const a = await hostelIn('open');
    const email = newEmail('waiting');
    const registered = await register(email, a.hostel);
    const token = registered.body.authToken as string;

    const me = await invoke('authGetUser', { token });
    const login = await invoke('authLogin', { body: { email, password: testPassword, role: 'student' } });
    const create = await invoke('createRequest', {
      token,
      body: { room: '7', floor: '1', date: dateIn(2), time: '10:00' },
    });

    expect(me.body.data).toMatchObject({ email, status: 'unconfirmed', hostelId: a.hostel.id });
    expect(login.status).toBe(200);
    expect(create).toMatchObject({ status: 403, body: { code: 'auth.emailUnconfirmed' } });
    expect((await invoke('studentDashboard', { token })).body.code).toBe('auth.emailUnconfirmed');
    expect(await studentIds(a.admin)).not.toContain(me.body.data._id);
    expect((await invoke('listRegistrations', { token: a.admin.token })).body.items).toEqual([]);
    expect(await counters(a.hostel.id)).toEqual({ students: 0, awaiting: 0 });
  });
});

describe('following the link', () => {
  it('open hostel: the mailed link makes an active, counted, listed student, once', async () => {
    const a = await hostelIn('open');
    const email = newEmail('newcomer');
    const registered = await register(email, a.hostel, 'Nia Newcomer');
    const mail = (await readOutbox()).filter((sent) => sent.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Confirm your email for Hostel Clean');
    expect(mail[0]!.text).toContain(a.hostel.name);

    const params = await confirmationMailedTo(email);
    const confirmed = await invoke('authConfirmEmail', { params });
    const again = await invoke('authConfirmEmail', { params });

    expect(confirmed).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(again).toMatchObject({ status: 400, body: { code: 'auth.confirmLinkInvalid' } });
    const token = registered.body.authToken as string;
    expect((await invoke('authGetUser', { token })).body.data.status).toBeUndefined();
    const create = await invoke('createRequest', {
      token,
      body: { room: '7', floor: '1', date: dateIn(2), time: '10:00' },
    });
    expect(create.status).toBe(201);
    expect(await counters(a.hostel.id)).toEqual({ students: 1, awaiting: 0 });
    expect(await studentIds(a.admin)).toContain(params.userid);
    // Confirmed, the address is the student's: another admin is refused as for any active account.
    const other = await hostelIn('approval');
    const taken = await invoke('createUser', {
      token: other.admin.token,
      body: { role: 'student', fullname: 'Nia Newcomer', email },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'user.emailRegistered' } });
  });

  it('approval hostel: the link puts the student on the waiting list and tells the admin', async () => {
    const a = await hostelIn('approval');
    const email = newEmail('patient');
    await register(email, a.hostel, 'Pat Patient');
    expect((await invoke('listRegistrations', { token: a.admin.token })).body.items).toEqual([]);

    const confirmed = await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });

    expect(confirmed).toMatchObject({ status: 200, body: { status: 'awaiting' } });
    const waiting = await invoke('listRegistrations', { token: a.admin.token });
    expect(waiting.body.items).toEqual([expect.objectContaining({ email, name: 'Pat Patient' })]);
    expect(await counters(a.hostel.id)).toEqual({ students: 0, awaiting: 1 });
    const notes = await invoke('listNotifications', { token: a.admin.token });
    expect(notes.body.items).toContainEqual(
      expect.objectContaining({ kind: 'registration', studentName: 'Pat Patient' }),
    );
  });

  it('registering the same unconfirmed address again replaces it: a new link, the old one and its session dead', async () => {
    const a = await hostelIn('open');
    const b = await hostelIn('open');
    const email = newEmail('twice');
    const first = await register(email, a.hostel, 'First Try');
    const firstLink = await confirmationMailedTo(email);

    const second = await register(email, b.hostel, 'Second Try');
    const secondLink = await confirmationMailedTo(email);

    expect(second.status).toBe(200);
    expect(secondLink.userid).not.toBe(firstLink.userid);
    expect((await invoke('authGetUser', { token: first.body.authToken })).status).toBe(401);
    expect((await invoke('authConfirmEmail', { params: firstLink })).status).toBe(400);
    expect(await invoke('authConfirmEmail', { params: secondLink })).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    const me = await invoke('authGetUser', { token: second.body.authToken });
    expect(me.body.data).toMatchObject({ name: 'Second Try', hostelId: b.hostel.id });
    // A confirmed address is registered: the spec's 203.
    const third = await register(email, a.hostel, 'Third Try');
    expect(third).toMatchObject({ status: 203, body: { message: 'Email already registered.' } });
  });

  it('an expired link is refused and confirms nothing', async () => {
    const a = await hostelIn('open');
    const email = newEmail('late');
    await register(email, a.hostel);
    const { userid } = await confirmationMailedTo(email);
    // The link as it would have been issued three days ago (links last two days).
    const { newConfirmToken } = await import('#functions/data/confirm-tokens');
    const { transact } = await import('#functions/data/store/transact');
    const old = newConfirmToken(userid, Date.now() - 3 * 24 * 60 * 60 * 1000);
    await transact([old.write]);

    const answer = await invoke('authConfirmEmail', { params: { userid, token: old.token } });

    expect(answer).toMatchObject({ status: 400, body: { code: 'auth.confirmLinkInvalid' } });
    expect(await counters(a.hostel.id)).toEqual({ students: 0, awaiting: 0 });
  });
});
