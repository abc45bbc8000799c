/**
 * Each route's declared DynamoDB actions (`dynamo` in the route table, from which the stack writes each
 * function's IAM policy) are true: a scripted run over DynamoDB Local calls every route on its success and
 * refusal paths, records the IAM action behind every command its handler sends (a transaction counts as
 * the actions of its items, as IAM checks it), and each route's record must lie within its declaration.
 * Every declared action of a route the story calls must also be seen at least once, so a declaration
 * cannot grow stale; the authorization matrix holds every route, new ones too, to sending nothing undeclared.
 */
import { randomUUID } from 'node:crypto';

import { onDynamoCall } from '#functions/data/store/client';
import { signSession } from '#functions/security/tokens';
import { type RouteId, routeIds, routes } from '#shared/routes';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import { type Account, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, type Call, invoke } from '../helpers/invoke';
import { confirmationMailedTo, linksMailedTo } from '../helpers/outbox';
import { type StoryWorld, storyWorld } from '../helpers/story-world';
import { recurringStory } from './dynamo-actions-recurring';
import { dateIn, onDayAhead } from './requests-fixtures';

// One long story over every route: on a machine under load it takes longer than the project's default.
vi.setConfig({ testTimeout: 120_000 });

const recorded = new Map<RouteId, Set<string>>();
let current: RouteId | undefined;

onDynamoCall((command, input) => {
  if (!current) return;
  const seen = recorded.get(current) ?? new Set<string>();
  for (const action of actionsOfCommand(command, input)) seen.add(action);
  recorded.set(current, seen);
});

/** Calls a route with its commands recorded under its id. */
async function call(id: RouteId, request: Call = {}): Promise<Answer> {
  current = id;
  try {
    return await invoke(id, request);
  } finally {
    current = undefined;
  }
}

let hostel: StoryWorld['hostel'];
let admin: Account;
let keeper: Account;
let student: Account;
storyWorld('Actions', (world) => ({ hostel, admin, keeper, student } = world));

describe('the DynamoDB actions each route declares', () => {
  it('cover every command its handler sends, on success and refusal paths alike', async () => {
    await call('health');
    await call('hostels');

    await call('authLogin', { body: { email: student.email, password: testPassword, role: 'student' } });
    await call('authLogin', { body: { email: student.email, password: 'wrong one', role: 'student' } });
    await call('authLogin', { body: { email: 'nobody@test.hostel', password: 'whatever', role: 'student' } });
    await call('authLogin', { body: { email: student.email, password: testPassword, role: 'admin' } });

    const email = `new-${randomUUID().slice(0, 8)}@test.hostel`;
    // A room picked at registration (issue 30): registering again gives the first registration's bed over.
    const { addRooms } = await import('#functions/data/room-writes');
    const picked = await addRooms(hostel.id, [
      { building: `Story ${randomUUID().slice(0, 6)}`, floor: '1', number: '1', typeId: 'twin', beds: 2 },
    ]);
    const roomId = picked.created[0]!.id;
    const register = { email, fullname: 'New Student', hostel: hostel.name, password: testPassword, roomId };
    await call('authRegister', { body: register });
    await call('authRegister', { body: register });
    await call('authRegister', { body: { ...register, hostel: 'No Such Hostel' } });
    const confirmation = await confirmationMailedTo(email);
    await call('authConfirmEmail', { params: confirmation });
    await call('authConfirmEmail', { params: confirmation });

    await call('authGetUser', { token: student.token });
    await call('authGetUser');
    await call('authForgotPassword', { body: { email: 'nobody@test.hostel', role: 'student' } });
    await call('authForgotPassword', { body: { email, role: 'student' } });
    const link = (await linksMailedTo(email)).at(-1)!;
    const [role, userid, token] = new URL(link).pathname.split('/').slice(-3) as [string, string, string];
    await call('authResetPassword', { params: { role, userid, token }, body: { password: 'a new one' } });
    await call('authResetPassword', { params: { role, userid, token }, body: { password: 'a new one' } });

    const first = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(3), time: '09:00' },
      })
    ).body.request;
    const second = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
      })
    ).body.request;
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
    });
    await call('listRoomkeepers', { token: admin.token });
    await call('allotOptions', { token: admin.token, query: { date: '2030-01-15', floor: '1' } });
    await call('setDayOff', { token: keeper.token, body: { date: dateIn(9), off: true } });
    await call('setDayOff', {
      token: admin.token,
      body: { keeperId: keeper.id, date: dateIn(9), off: false },
    });
    await call('setDayOff', {
      token: admin.token,
      body: { keeperId: randomUUID(), date: dateIn(9), off: true },
    });
    await call('daysOff', { token: admin.token, query: { keeperId: keeper.id } });
    await call('daysOff', { token: keeper.token });
    const bulkStudent = await makeUser('student', hostel);
    const inBulk = (
      await call('createRequest', {
        token: bulkStudent.token,
        body: { room: '14', floor: '2', date: dateIn(3), time: '09:00' },
      })
    ).body.request;
    await call('allotPlan', { token: admin.token, body: { ids: [inBulk._id, randomUUID()] } });
    await call('bulkAllot', {
      token: admin.token,
      body: {
        rows: [
          { id: inBulk._id, roomKeeperId: keeper.id },
          { id: randomUUID(), roomKeeperId: keeper.id },
        ],
      },
    });
    await call('analytics', { token: admin.token, query: { from: '2030-01-01', to: '2030-01-31' } });
    await call('allotRequest', { token: admin.token, body: { id: first._id, roomKeeperId: keeper.id } });
    await call('allotRequest', { token: admin.token, body: { id: second._id, roomKeeper: keeper.name } });
    await call('schedule', { token: admin.token, query: { roomKeeper: keeper.id, date: dateIn(3) } });
    await call('schedule', { token: admin.token, query: { roomKeeper: keeper.name, date: dateIn(4) } });
    await call('studentDashboard', { token: student.token });
    await call('roomkeeperDashboard', { token: keeper.token });
    await call('rejectRequest', { token: keeper.token, body: { id: second._id, message: 'Door locked' } });
    await call('adminDashboard', { token: admin.token });
    await call('rejectRequest', { token: admin.token, body: { id: second._id, message: 'Duplicate' } });
    // With an action id, as a phone sends it: its record is a Put in the transaction.
    await onDayAhead(3, keeper, async () => {
      await call('startRequest', { token: keeper.token, body: { id: first._id, actionId: randomUUID() } });
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
    await call('deleteRequest', { token: student.token, body: { id: randomUUID() } });
    for (const account of [student, keeper, admin]) {
      await call('listRequests', { token: account.token });
      await call('listRequests', { token: account.token, query: { status: 'Completed' } });
    }

    await call('createRating', {
      token: student.token,
      body: { id: first._id, rating: 4, message: 'Good', suggestion: 'Open the window', complaint: 'Late' },
    });
    await call('createRating', { token: student.token, body: { id: first._id, rating: 5 } });
    for (const id of ['listRatings', 'listComplaints', 'listSuggestions'] as const) {
      for (const account of [student, keeper, admin]) await call(id, { token: account.token });
    }

    await call('listUsers', { token: admin.token, query: { role: 'student' } });
    await call('listUsers', { token: admin.token, query: { role: 'roomkeeper' } });
    await call('listUsers', { token: admin.token, query: { role: 'student', search: student.email } });
    const added = await call('createUser', {
      token: admin.token,
      body: {
        role: 'roomkeeper',
        fullname: 'Added Keeper',
        email: `k-${randomUUID().slice(0, 8)}@test.hostel`,
      },
    });
    await call('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Taken Email', email: student.email },
    });

    // Registrations awaiting approval: one approved, one declined, one whose email an invitation takes over.
    await call('hostelSettings', { token: admin.token });
    await call('overdueRequests', { token: admin.token });
    await call('requestRules', { token: student.token });
    await call('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const registerWaiting = async (fullname: string, room?: string) => {
      const address = `w-${randomUUID().slice(0, 8)}@test.hostel`;
      const answer = await call('authRegister', {
        body: {
          email: address,
          fullname,
          hostel: hostel.name,
          password: testPassword,
          ...(room ? { roomId: room } : {}),
        },
      });
      await call('authConfirmEmail', { params: await confirmationMailedTo(address) });
      const me = await call('authGetUser', { token: answer.body.authToken });
      return { id: String(me.body.data._id), email: address };
    };
    const approved = await registerWaiting('Approved Student');
    const declined = await registerWaiting('Declined Student');
    const displaced = await registerWaiting('Displaced Student', roomId);
    await call('listRegistrations', { token: admin.token });
    await call('approveUsers', { token: admin.token, body: { ids: [approved.id] } });
    await call('approveUsers', { token: admin.token, body: { ids: [approved.id] } });
    await call('declineUsers', { token: admin.token, body: { ids: [declined.id] } });
    await call('declineUsers', { token: admin.token, body: { ids: [declined.id] } });
    await call('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Real Owner', email: displaced.email },
    });
    await call('setKeeperCapacity', { token: admin.token, body: { keeperId: keeper.id, minutes: 300 } });
    await call('setKeeperCapacity', { token: admin.token, body: { keeperId: randomUUID(), minutes: null } });
    // A building is looked up in the floors' counters (a Query), here one the hostel has not.
    await call('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: keeper.id, minutes: 300, building: 'Nowhere' },
    });
    await call('deleteUsers', { token: admin.token, body: { ids: [added.body.user._id] } });
    // A keeper with a scheduled request: its student is told the request is back in the queue.
    const leaving = await makeUser('roomkeeper', hostel, { name: 'Leaving Keeper' });
    const released = (
      await call('createRequest', {
        token: student.token,
        body: { room: '12', floor: '3', date: dateIn(6), time: '12:00' },
      })
    ).body.request;
    await call('allotRequest', { token: admin.token, body: { id: released._id, roomKeeperId: leaving.id } });
    await call('deleteUsers', { token: admin.token, body: { ids: [leaving.id] } });
    // A student with requests and ratings behind them: their removal reaches every item they own.
    await call('deleteUsers', { token: admin.token, body: { ids: [userid] } });

    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await call('updateUser', { token: keeper.token, body: { phone: '+1 555 0199', profileimg: pixel } });
    await call('updateUser', { token: keeper.token, body: { profileimg: null } });
    await call('updatePassword', {
      token: student.token,
      body: { currentPassword: 'not it', password: 'another one', confirmPassword: 'another one' },
    });
    await call('updatePassword', {
      token: student.token,
      body: { currentPassword: testPassword, password: 'another one', confirmPassword: 'another one' },
    });
    // Notifications: listed, some read by id, the rest all at once; the poll; a request's timeline.
    const told = await call('listNotifications', { token: keeper.token });
    await call('readNotifications', { token: keeper.token, body: { ids: [told.body.items[0].id] } });
    await call('readNotifications', { token: keeper.token, body: { all: true } });
    await call('live', { token: keeper.token });
    // A session from before tokens named the hostel reads the stamp with a GetItem of its own.
    await call('live', { token: await signSession({ sub: keeper.id, tv: 1 }) });
    await call('requestTimeline', { token: keeper.token, query: { id: first._id } });

    // Issue 28: another date (the lock moves, the keeper's load too), then a cancel of the Scheduled request.
    const mover = await makeUser('student', hostel, { name: 'Moving Student' });
    const moving = (
      await call('createRequest', {
        token: mover.token,
        body: { room: '12', floor: '3', date: dateIn(40), time: '10:00' },
      })
    ).body.request;
    await call('rescheduleRequest', {
      token: mover.token,
      body: { id: moving._id, date: dateIn(41), time: '10:00' },
    });
    await call('allotRequest', { token: admin.token, body: { id: moving._id, roomKeeperId: keeper.id } });
    await call('rescheduleRequest', {
      token: admin.token,
      body: { id: moving._id, date: dateIn(42), time: '09:00' },
    });
    await call('cancelRequest', { token: mover.token, body: { id: moving._id } });
    await call('cancelRequest', { token: mover.token, body: { id: randomUUID() } });

    // Rooms (issue 30): a range, an edit that moves a room's number and floor, a service change, an import.
    const types = await call('roomTypes', { token: admin.token });
    await call('updateRoomTypes', { token: admin.token, body: { types: types.body.types } });
    const room = await call('createRoom', {
      token: admin.token,
      body: { building: 'Actions', floor: '1', number: '101', typeId: 'single' },
    });
    await call('createRoomRange', {
      token: admin.token,
      body: { building: 'Actions', floor: '1', from: 102, to: 104, typeId: 'single' },
    });
    await call('updateRoom', {
      token: admin.token,
      body: {
        roomId: room.body.id,
        version: 1,
        building: 'Actions',
        floor: '2',
        number: '201',
        typeId: 'twin',
        beds: 2,
      },
    });
    await call('setRoomService', { token: admin.token, body: { roomId: room.body.id, inService: false } });
    await call('listRooms', { token: admin.token, query: { building: 'Actions' } });
    const csv = 'Actions,1,102,twin,2\nActions,3,301,single,1\n';
    await call('previewRoomImport', { token: admin.token, body: { csv } });
    await call('applyRoomImport', { token: admin.token, body: { csv } });

    // Recurring cleaning (issue 31).
    await recurringStory(call, admin.token, room.body.id);

    // The student who made requests and rated them is removed last, with everything they own.
    await call('deleteUsers', { token: admin.token, body: { ids: [student.id] } });

    const declared = (id: RouteId) => new Set<string>(routes[id].dynamo);
    const outside = routeIds.flatMap((id) =>
      [...(recorded.get(id) ?? [])].filter((action) => !declared(id).has(action)).map((a) => `${id}: ${a}`),
    );
    const unused = [...recorded.keys()].flatMap((id) =>
      [...declared(id)].filter((action) => !recorded.get(id)?.has(action)).map((a) => `${id}: ${a}`),
    );
    expect(outside, 'sent but not declared').toEqual([]);
    expect(unused, 'declared but never sent').toEqual([]);
    // The story calls every route there was when it was written; the authorization matrix holds every
    // route, new ones too, to sending nothing undeclared.
    expect(recorded.size).toBeGreaterThan(0);
  });
});
