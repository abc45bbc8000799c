/**
 * The route table is the contract: every answer a real handler gives over DynamoDB Local parses with the
 * schema its route declares for that status (strict objects, so an undeclared field fails too), and every
 * refusal is an `ErrorAnswer` with a known code whose status is the table's. One scripted story walks
 * the routes and every success status they declare; the last test checks that none was left out (the
 * authorization matrix holds every route's answers to the table too).
 */
import { randomUUID } from 'node:crypto';

import { routeAnswers } from '#shared/route-answers';
import { type RouteId, routeIds, type SuccessStatus } from '#shared/routes';

import { checkAnswer } from '../helpers/contract';
import { type Account, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, type Call, invoke } from '../helpers/invoke';
import { confirmationMailedTo, linksMailedTo } from '../helpers/outbox';
import { type StoryWorld, storyWorld } from '../helpers/story-world';
import { dateIn, onDayAhead } from './requests-fixtures';

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
    await call('requestRules', { token: student.token });
    const first = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(3), time: '09:00', message: 'Desk too' },
      })
    ).body.request;
    const second = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
      })
    ).body.request;

    await call('allotOptions', { token: admin.token, query: { date: dateIn(3), floor: '3' } });
    await call('setDayOff', { token: keeper.token, body: { date: dateIn(9), off: true } });
    await call('daysOff', { token: admin.token, query: { keeperId: keeper.id } });
    await call('allotPlan', { token: admin.token, body: { ids: [first._id, randomUUID()] } });
    await call('analytics', { token: admin.token, query: { from: dateIn(-7), to: dateIn(0) } });
    // Both are days ahead: nothing is overdue yet, and the answer still holds to its schema.
    expect((await call('overdueRequests', { token: admin.token })).body).toMatchObject({
      count: 0,
      items: [],
    });
    expect((await call('listRoomkeepers', { token: admin.token })).body).toEqual([
      { _id: keeper.id, name: keeper.name },
    ]);
    // Bulk: the first row lands, the second (no such request) is refused with its code.
    await call('bulkAllot', {
      token: admin.token,
      body: {
        rows: [
          { id: first._id, roomKeeperId: keeper.id },
          { id: randomUUID(), roomKeeperId: keeper.id },
        ],
      },
    });
    await call('allotRequest', { token: admin.token, body: { id: second._id, roomKeeper: keeper.name } });
    const schedule = await call('schedule', {
      token: admin.token,
      query: { roomKeeper: keeper.id, date: dateIn(3) },
    });
    expect(schedule.body).toHaveLength(1);

    const studentView = await call('studentDashboard', { token: student.token });
    expect(studentView.body.data[0]).toMatchObject({ roomkeeper: keeper.name, phone: '+1 555 0100' });
    const keeperView = await call('roomkeeperDashboard', { token: keeper.token });
    expect(keeperView.body.data).toHaveLength(2);

    // A keeper gives one back: the admin's dashboard shows who and why.
    await call('rejectRequest', { token: keeper.token, body: { id: second._id, message: 'Door locked' } });
    const adminView = await call('adminDashboard', { token: admin.token });
    expect(adminView.body.data[0].rejectData).toEqual({ name: keeper.name, message: 'Door locked' });
    await call('rejectRequest', { token: admin.token, body: { id: second._id, message: 'Duplicate' } });

    await onDayAhead(3, keeper, async () => {
      await call('startRequest', { token: keeper.token, body: { id: first._id } });
      await call('completeRequest', {
        token: keeper.token,
        body: { id: first._id, timeIn: '09:00', timeOut: '09:40' },
      });
    });
    const third = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(5), time: '11:00' },
      })
    ).body.request;
    await call('deleteRequest', { token: student.token, body: { id: third._id } });
    for (const account of [student, keeper, admin]) {
      expect((await call('listRequests', { token: account.token })).body.items.length).toBeGreaterThan(0);
    }

    await call('createRating', {
      token: student.token,
      body: { id: first._id, rating: 4, message: 'Good', suggestion: 'Open the window', complaint: 'Late' },
    });
    for (const id of ['listRatings', 'listComplaints', 'listSuggestions'] as const) {
      for (const account of [student, keeper, admin]) {
        expect((await call(id, { token: account.token })).body.items).toHaveLength(1);
      }
    }

    // What each of them was told, the poll (200, then 304 with its ETag) and the timeline.
    for (const account of [student, keeper, admin]) {
      const told = await call('listNotifications', { token: account.token });
      expect(told.body.items.length).toBeGreaterThan(0);
      await call('readNotifications', { token: account.token, body: { all: true } });
      const live = await call('live', { token: account.token });
      const again = await call('live', {
        token: account.token,
        headers: { 'if-none-match': live.headers.etag! },
      });
      expect(again.status).toBe(304);
      const timeline = await call('requestTimeline', { token: account.token, query: { id: first._id } });
      expect(timeline.body.history.map((entry: { action: string }) => entry.action)).toEqual([
        'create',
        'allot',
        'start',
        'complete',
      ]);
    }
  });

  it('users and the profile', async () => {
    await call('listUsers', { token: admin.token, query: { role: 'student' } });
    const keepers = await call('listUsers', { token: admin.token, query: { role: 'roomkeeper' } });
    expect(keepers.body.items[0]).toMatchObject({ name: keeper.name, ratingCount: 1, completed: 1 });

    const added = await call('createUser', {
      token: admin.token,
      body: {
        role: 'roomkeeper',
        fullname: 'Added Keeper',
        email: `k-${randomUUID().slice(0, 8)}@test.hostel`,
      },
    });
    // A keeper's own minutes a day (issue 30), then the hostel's again; an unknown keeper is missing.
    await call('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: added.body.user._id, minutes: 300 },
    });
    await call('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: added.body.user._id, minutes: null },
    });
    await call('setKeeperCapacity', { token: admin.token, body: { keeperId: randomUUID(), minutes: 300 } });
    // Their building: one the hostel's floors do not name is refused; `null` gives them the hostel again.
    await call('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: added.body.user._id, minutes: 300, building: 'Nowhere' },
    });
    await call('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: added.body.user._id, minutes: 300, building: null },
    });
    await call('deleteUsers', { token: admin.token, body: { ids: [added.body.user._id] } });

    // The student who registered in the first story waits for approval; a second one is declined.
    expect((await call('hostelSettings', { token: admin.token })).body).toMatchObject({
      registration: 'approval',
    });
    const second = `second-${randomUUID().slice(0, 8)}@test.hostel`;
    await call('authRegister', {
      body: { email: second, fullname: 'Second Student', hostel: hostel.name, password: testPassword },
    });
    await call('authConfirmEmail', { params: await confirmationMailedTo(second) });
    const waiting = (await call('listRegistrations', { token: admin.token })).body.items;
    expect(waiting.map((item: { name: string }) => item.name)).toEqual(['New Student', 'Second Student']);
    await call('approveUsers', { token: admin.token, body: { ids: [waiting[0]._id] } });
    await call('declineUsers', { token: admin.token, body: { ids: [waiting[1]._id] } });
    await call('updateHostelSettings', { token: admin.token, body: { registration: 'open' } });

    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await call('updateUser', { token: keeper.token, body: { phone: '+1 555 0199', profileimg: pixel } });
    const studentView = await call('studentDashboard', { token: student.token });
    expect(studentView.body.data).toEqual([]);
    await call('updatePassword', {
      token: student.token,
      body: { currentPassword: testPassword, password: 'another one', confirmPassword: 'another one' },
    });
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
