/**
 * The route table is the contract: every answer a real handler gives over DynamoDB Local parses with the
 * schema its route declares for that status (strict objects, so an undeclared field fails too), and every
 * refusal is an `ErrorAnswer` with a known code whose status is the table's. One scripted story walks
 * the routes and every success status they declare; the last test checks that none was left out (the
 * authorization matrix holds every route's answers to the table too). Its two longest chapters are in
 * `contract-story/`.
 */
import { randomUUID } from 'node:crypto';

import { routeAnswers } from '#shared/route-answers';
import { type RouteId, routeIds, type SuccessStatus } from '#shared/routes';

import { checkAnswer } from '../helpers/contract';
import { type Account, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, type Call, invoke } from '../helpers/invoke';
import { confirmationMailedTo, linksMailedTo } from '../helpers/outbox';
import { type Story, type StoryWorld, storyWorld } from '../helpers/story-world';
import { requestWorkflow } from './contract-story/request-workflow';
import { usersAndProfile } from './contract-story/users-profile';
import { dateIn } from './requests-fixtures';

const seen = new Set<string>();
const refusals = new Set<string>();

/** Calls the route and checks its answer against the table; answers it for the story to go on. */
async function call(id: RouteId, request: Call = {}): Promise<Answer> {
  const answer = await invoke(id, request);
  const checked = checkAnswer(id, answer);
  if (checked.kind === 'success') seen.add(`${id} ${checked.status}`);
  else refusals.add(checked.code);
  return answer;
}

let hostel: StoryWorld['hostel'];
let admin: Account;
let keeper: Account;
let student: Account;
storyWorld('Contract', (world) => ({ hostel, admin, keeper, student } = world));
const story = (): Story => ({ call, hostel, admin, keeper, student });

describe('every answer matches its route in the table', () => {
  it('public and auth routes, with the spec’s 203 and 204 answers', async () => {
    await call('health');
    // Each hostel with its registration mode (the sign-up form leaves out a closed one); a new one asks
    // for approval.
    expect((await call('hostels')).body.data).toContainEqual({
      id: hostel.id,
      name: hostel.name,
      registration: 'approval',
    });

    await call('authLogin', { body: { email: student.email, password: testPassword, role: 'student' } });
    await call('authLogin', { body: { email: student.email, password: 'wrong one', role: 'student' } });
    await call('authLogin', { body: { email: 'nobody@test.hostel', password: 'whatever', role: 'student' } });

    const email = `new-${randomUUID().slice(0, 8)}@test.hostel`;
    const register = { email, fullname: 'New Student', hostel: hostel.name, password: testPassword };
    const registered = await call('authRegister', { body: register });
    expect(registered.status).toBe(200);
    const unconfirmed = await call('authGetUser', { token: registered.body.authToken });
    expect(unconfirmed.body.data.status).toBe('unconfirmed');
    const confirmation = await confirmationMailedTo(email);
    expect((await call('authConfirmEmail', { params: confirmation })).status).toBe(200);
    expect((await call('authConfirmEmail', { params: confirmation })).status).toBe(400);
    const waiting = await call('authGetUser', { token: registered.body.authToken });
    expect(waiting.body.data.status).toBe('awaiting');
    expect((await call('authRegister', { body: register })).status).toBe(203);
    expect((await call('authRegister', { body: { ...register, hostel: 'No Such Hostel' } })).status).toBe(
      204,
    );

    await call('authGetUser', { token: student.token });
    await call('authForgotPassword', { body: { email: 'nobody@test.hostel', role: 'student' } });
    expect((await call('authForgotPassword', { body: { email, role: 'student' } })).status).toBe(200);
    const link = (await linksMailedTo(email)).at(-1)!;
    const [role, userid, token] = new URL(link).pathname.split('/').slice(-3) as [string, string, string];
    const reset = { params: { role, userid, token }, body: { password: 'a new one' } };
    expect((await call('authResetPassword', reset)).status).toBe(200);
    expect((await call('authResetPassword', reset)).status).toBe(203);
  });

  it('the request workflow and the dashboards, with every kind of row in them', async () => {
    await requestWorkflow(story());
  });

  it('users and the profile', async () => {
    await usersAndProfile(story());
  });

  it('refusals: the code, its status and an English message, on every kind of route', async () => {
    // The story above changed the first student's password, which ended that session.
    const asker = await makeUser('student', hostel, { name: 'Refused Student', room: '14', floor: '3' });
    await call('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const waitingEmail = `waits-${randomUUID().slice(0, 8)}@test.hostel`;
    const waiting = await call('authRegister', {
      body: { email: waitingEmail, fullname: 'Waiting Student', hostel: hostel.name, password: testPassword },
    });
    const request = { room: '14', floor: '3', date: dateIn(3), time: '09:00' };
    await call('createRequest', { token: waiting.body.authToken, body: request });
    await call('authConfirmEmail', { params: await confirmationMailedTo(waitingEmail) });
    await call('createRequest', { token: waiting.body.authToken, body: request });
    await call('authGetUser');
    await call('adminDashboard', { token: asker.token });
    await call('createRequest', { token: keeper.token, body: {} });
    await call('createRequest', { token: asker.token, body: { room: '', floor: '3' } });
    await call('createRequest', { token: asker.token, body: '{broken' });
    await call('deleteRequest', { token: asker.token, body: { id: randomUUID() } });
    await call('listRequests', { token: admin.token, query: { cursor: 'not-a-cursor' } });
    await call('allotRequest', { token: admin.token, body: { id: randomUUID(), roomKeeperId: keeper.id } });

    expect([...refusals].sort()).toEqual(
      [
        'auth.unauthenticated',
        'auth.roleNotAllowed',
        'auth.awaitingApproval',
        'auth.emailUnconfirmed',
        'auth.confirmLinkInvalid',
        'input.malformedJson',
        'input.badCursor',
        'input.invalid',
        'request.notFound',
        // An unknown keeper's capacity, and a building the hostel has not (issue 30).
        'keeper.notFound',
        'keeper.buildingUnknown',
      ].sort(),
    );
  });

  it('a cancel and another date or time, by the student and by the admin (issue 28)', async () => {
    const mover = await makeUser('student', hostel, { name: 'Moving Student' });
    const moved = (
      await call('createRequest', {
        token: mover.token,
        body: { room: '12', floor: '3', date: dateIn(40), time: '10:00' },
      })
    ).body.request;
    const byStudent = await call('rescheduleRequest', {
      token: mover.token,
      body: { id: moved._id, date: dateIn(41), time: '10:30' },
    });
    expect(byStudent.body).toMatchObject({ date: dateIn(41), time: '10:30', requestStatus: 'Pending' });
    await call('allotRequest', { token: admin.token, body: { id: moved._id, roomKeeperId: keeper.id } });
    const byAdmin = await call('rescheduleRequest', {
      token: admin.token,
      body: { id: moved._id, date: dateIn(42), time: '09:00' },
    });
    expect(byAdmin.body).toMatchObject({ date: dateIn(42), requestStatus: 'Scheduled' });
    expect((await call('cancelRequest', { token: mover.token, body: { id: moved._id } })).status).toBe(200);
    expect((await call('cancelRequest', { token: mover.token, body: { id: moved._id } })).status).toBe(404);
  });

  it('a calendar feed, and the same feed again: 304 (issue 33)', async () => {
    const reader = await makeUser('roomkeeper', hostel);
    const made = await call('makeCalendarFeed', { token: reader.token });
    const params = { token: String(made.body.url).split('/').at(-1)! };
    const headers = { 'if-none-match': (await call('calendarFeed', { params })).headers.etag! };
    expect((await call('calendarFeed', { params, headers })).status).toBe(304);
  });

  it('covered every status the table declares, of every route it called and every route of several', () => {
    // A route of one success status is held to it by its authorization-matrix row as well
    // (`tests/authz/matrix.test.ts`); a route that answers more than one needs this story to reach each.
    const called = new Set([...seen].map((entry) => entry.split(' ')[0]));
    const declared = routeIds
      .filter((id) => called.has(id) || Object.keys(routeAnswers[id]).length > 1)
      .flatMap((id) =>
        (Object.keys(routeAnswers[id]) as `${SuccessStatus}`[]).map((status) => `${id} ${status}`),
      );
    expect([...seen].sort()).toEqual(declared.sort());
  });
});
