/**
 * Self-registration by hostel mode (DESIGN §9), once the address is confirmed (`email-confirmation.test.ts`
 * for before): in approval mode a new student signs in but waits, and
 * every route but their own state and profile answers 403 `auth.awaitingApproval` until the hostel's admin
 * approves; a decline ends the account and frees the email; open mode makes an active student at once;
 * closed mode refuses. The hostel's `students` and `awaiting` counters stay exact throughout.
 */
import { randomUUID } from 'node:crypto';

import { type Account, hostelsWithAdmins, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo, readOutbox } from '../helpers/outbox';
import { dateIn } from './requests-fixtures';

interface Registered {
  id: string;
  email: string;
  token: string;
}

/** Registers, and follows the link mailed to the address (until then the account is unconfirmed). */
async function register(
  hostel: { name: string },
  name = 'New Student',
  email = `reg-${randomUUID().slice(0, 8)}@test.hostel`,
): Promise<Registered> {
  const answer = await invoke('authRegister', {
    body: { email, fullname: name, hostel: hostel.name, password: testPassword },
  });
  expect(answer.status, answer.text).toBe(200);
  const confirmed = await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
  expect(confirmed.status, confirmed.text).toBe(200);
  const me = await invoke('authGetUser', { token: answer.body.authToken });
  return { id: me.body.data._id, email, token: answer.body.authToken };
}

async function counters(hostelId: string) {
  const { getHostel } = await import('#functions/data/hostels');
  const hostel = await getHostel(hostelId);
  return { students: hostel?.students, awaiting: hostel?.awaiting };
}

const createRequest = (token: string, days: number) =>
  invoke('createRequest', { token, body: { room: '7', floor: '1', date: dateIn(days), time: '10:00' } });

let hostel: { id: string; name: string };
let elsewhere: { id: string; name: string };
let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  ({ hostel, elsewhere, admin, otherAdmin } = await hostelsWithAdmins());
});

describe('approval mode (the default)', () => {
  it('a registered student waits, can read and edit only their own state, and works once approved', async () => {
    // Prepare
    const before = await counters(hostel.id);
    expect((await invoke('hostelSettings', { token: admin.token })).body).toMatchObject({
      registration: 'approval',
    });

    // Act
    const student = await register(hostel, 'Wendy Waiting');

    // Assess: signed in, waiting, refused everywhere else
    const me = await invoke('authGetUser', { token: student.token });
    expect(me.body.data).toMatchObject({ _id: student.id, role: 'student', status: 'awaiting' });
    const refused = await createRequest(student.token, 3);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.awaitingApproval');
    expect((await invoke('listRequests', { token: student.token })).body.code).toBe('auth.awaitingApproval');
    expect((await invoke('studentDashboard', { token: student.token })).status).toBe(403);
    const edited = await invoke('updateUser', { token: student.token, body: { phone: '+1 555 0142' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ phone: '+1 555 0142', status: 'awaiting' });
    expect(await counters(hostel.id)).toEqual({ students: before.students, awaiting: before.awaiting! + 1 });
    const dashboard = await invoke('adminDashboard', { token: admin.token });
    expect(dashboard.body).toMatchObject({ students: before.students, awaiting: before.awaiting! + 1 });
    const waiting = await invoke('listRegistrations', { token: admin.token });
    expect(waiting.body.items).toContainEqual({
      _id: student.id,
      name: 'Wendy Waiting',
      email: student.email,
      createdAt: expect.any(String),
    });
    const listed = await invoke('listUsers', { token: admin.token, query: { role: 'student' } });
    expect(listed.body.items.map((item: { _id: string }) => item._id)).not.toContain(student.id);

    // Act: the admin approves
    const approved = await invoke('approveUsers', { token: admin.token, body: { ids: [student.id] } });

    // Assess: an active, counted, mailed student with the same session
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ approved: [student.id], mailed: 1 });
    expect(await counters(hostel.id)).toEqual({ students: before.students! + 1, awaiting: before.awaiting });
    expect((await invoke('authGetUser', { token: student.token })).body.data.status).toBeUndefined();
    expect((await createRequest(student.token, 3)).status).toBe(201);
    // The confirmation link first, then the approval.
    const mail = (await readOutbox()).filter((sent) => sent.to === student.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.subject).toContain(hostel.name);
    expect(mail[1]!.text).toContain('https://hostel.example/auth/login');
    const students = await invoke('listUsers', { token: admin.token, query: { role: 'student' } });
    expect(students.body.items.map((item: { _id: string }) => item._id)).toContain(student.id);
    const left = await invoke('listRegistrations', { token: admin.token });
    expect(left.body.items.map((item: { _id: string }) => item._id)).not.toContain(student.id);
  });

  it('a waiting student who renames themselves is listed by the new name once approved', async () => {
    const student = await register(hostel, 'Old Name');
    await invoke('updateUser', { token: student.token, body: { name: 'Zora Renamed' } });

    await invoke('approveUsers', { token: admin.token, body: { ids: [student.id] } });

    const found = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'zora renamed' },
    });
    expect(found.body.items.map((item: { _id: string }) => item._id)).toEqual([student.id]);
  });

  it('a decline ends the sessions and frees the email; nothing is counted', async () => {
    // Prepare
    const before = await counters(hostel.id);
    const student = await register(hostel);

    // Act
    const declined = await invoke('declineUsers', { token: admin.token, body: { ids: [student.id] } });

    // Assess
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ declined: [student.id] });
    expect((await invoke('authGetUser', { token: student.token })).status).toBe(401);
    const login = await invoke('authLogin', {
      body: { email: student.email, password: testPassword, role: 'student' },
    });
    expect(login.status).toBe(204);
    expect(await counters(hostel.id)).toEqual(before);
    const again = await register(hostel, 'Second Try', student.email);
    expect(again.id).not.toBe(student.id);
    expect(await counters(hostel.id)).toEqual({ ...before, awaiting: before.awaiting! + 1 });
  });

  it('approves and declines only waiting students of the admin’s own hostel, all or nothing', async () => {
    const waiting = await register(hostel);
    const active = await makeUser('student', hostel);
    const before = await counters(hostel.id);

    const cases = [
      { token: otherAdmin.token, ids: [waiting.id], status: 404, code: 'user.notFound' },
      { token: admin.token, ids: [randomUUID()], status: 404, code: 'user.notFound' },
      { token: admin.token, ids: [waiting.id, active.id], status: 409, code: 'user.notAwaiting' },
    ];
    for (const route of ['approveUsers', 'declineUsers'] as const) {
      for (const { token, ids, status, code } of cases) {
        const answer = await invoke(route, { token, body: { ids } });
        expect({ route, status: answer.status, code: answer.body.code }).toEqual({ route, status, code });
      }
    }
    const students = await invoke('listRegistrations', { token: otherAdmin.token });
    expect(students.body.items).toEqual([]);
    expect(await counters(hostel.id)).toEqual(before);
    expect((await invoke('authGetUser', { token: waiting.token })).body.data.status).toBe('awaiting');

    await invoke('declineUsers', { token: admin.token, body: { ids: [waiting.id] } });
    const twice = await invoke('approveUsers', { token: admin.token, body: { ids: [waiting.id] } });
    expect({ status: twice.status, code: twice.body.code }).toEqual({ status: 404, code: 'user.notFound' });
  });

  it('removing a waiting student (deleteUsers) lowers the waiting count, not the students', async () => {
    const student = await register(hostel);
    const before = await counters(hostel.id);

    const removed = await invoke('deleteUsers', { token: admin.token, body: { ids: [student.id] } });

    expect(removed.status).toBe(200);
    expect(await counters(hostel.id)).toEqual({ ...before, awaiting: before.awaiting! - 1 });
    expect((await invoke('authGetUser', { token: student.token })).status).toBe(401);
  });
});

describe('an email held only by a waiting registration', () => {
  it.each([
    ['in the admin’s own hostel', () => hostel],
    ['in another hostel', () => elsewhere],
  ])('does not keep the admin from adding its owner (%s)', async (_, where) => {
    // Prepare: a stranger registers with the real student's email
    const squatter = await register(where());
    const before = { own: await counters(hostel.id), other: await counters(elsewhere.id) };

    // Act
    const added = await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Real Student', email: squatter.email },
    });

    // Assess: the invitation took the email, the waiting registration ended
    expect(added.status, added.text).toBe(201);
    expect(added.body.user).toMatchObject({ email: squatter.email, hostelId: hostel.id });
    expect(added.body.user.status).toBeUndefined();
    expect(added.body.invitationSent).toBe(true);
    expect((await invoke('authGetUser', { token: squatter.token })).status).toBe(401);
    const sameHostel = where() === hostel;
    expect(await counters(hostel.id)).toEqual({
      students: before.own.students! + 1,
      awaiting: before.own.awaiting! - (sameHostel ? 1 : 0),
    });
    if (!sameHostel) expect((await counters(elsewhere.id)).awaiting).toBe(before.other.awaiting! - 1);
  });

  it('an active student’s email still refuses the admin (409)', async () => {
    const student = await makeUser('student', elsewhere);
    const answer = await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Someone Else', email: student.email },
    });
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 409,
      code: 'user.emailRegistered',
    });
  });
});

describe('the hostel’s registration mode', () => {
  it('open: a student is active and counted once their email is confirmed', async () => {
    const open = await makeHostel();
    const openAdmin = await makeUser('admin', open);
    const set = await invoke('updateHostelSettings', {
      token: openAdmin.token,
      body: { registration: 'open' },
    });
    expect(set.body).toMatchObject({ registration: 'open' });

    const student = await register(open);

    expect((await invoke('authGetUser', { token: student.token })).body.data.status).toBeUndefined();
    expect((await createRequest(student.token, 4)).status).toBe(201);
    expect(await counters(open.id)).toEqual({ students: 1, awaiting: 0 });
  });

  it('closed: registration answers 203 with the message, and no account is made', async () => {
    const closed = await makeHostel();
    const closedAdmin = await makeUser('admin', closed);
    await invoke('updateHostelSettings', { token: closedAdmin.token, body: { registration: 'closed' } });
    expect((await invoke('hostelSettings', { token: closedAdmin.token })).body).toMatchObject({
      registration: 'closed',
    });
    const email = `closed-${randomUUID().slice(0, 8)}@test.hostel`;

    const answer = await invoke('authRegister', {
      body: { email, fullname: 'Shut Out', hostel: closed.name, password: testPassword },
    });

    expect(answer.status).toBe(203);
    expect(answer.body).toEqual({ message: 'This hostel is not taking registrations.' });
    const login = await invoke('authLogin', { body: { email, password: testPassword, role: 'student' } });
    expect(login.status).toBe(204);
    expect(await counters(closed.id)).toEqual({ students: 0, awaiting: 0 });
  });

  it('refuses a mode that is not one of the three', async () => {
    const answer = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { registration: 'anyone' },
    });
    expect(answer.status).toBe(400);
  });
});
