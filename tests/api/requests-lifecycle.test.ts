import { messages } from '#shared/messages';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, createVia, dateIn, listed, storedItem } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let otherKeeper: Account;
let student: Account;

// The clock stands at noon UTC (`Date` only), so today's requests and their completion never depend on
// the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Hana Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper', phone: '+1 555 0001' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Lee Keeper', phone: '+1 555 0002' });
  student = await makeUser('student', hostel, {
    name: 'Sara Student',
    phone: '+1 555 0003',
    room: '7',
    floor: '2',
  });
});

afterAll(async () => {
  await assertInvariants({ hostelId: hostel.id, students: [student], keepers: [keeper, otherKeeper] });
  vi.useRealTimers();
});

const anyIsoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

describe('POST /api/createRequest', () => {
  it('stores a Pending request with its history and answers 201 {request}', async () => {
    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '7', floor: '2', date: dateIn(30), time: '09:30', message: 'Window sill too' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      request: {
        _id: expect.any(String),
        hostelId: hostel.id,
        studentId: student.id,
        studentName: 'Sara Student',
        room: '7',
        floor: '2',
        date: dateIn(30),
        time: '09:30',
        message: 'Window sill too',
        requestStatus: 'Pending',
        createdAt: anyIsoTime,
        updatedAt: anyIsoTime,
        version: 1,
        history: [
          { at: anyIsoTime, by: student.id, byName: 'Sara Student', action: 'create', status: 'Pending' },
        ],
      },
    });
    await invoke('deleteRequest', { token: student.token, body: { id: answer.body.request._id } });
  });

  it('refuses a date in the past with the spec message', async () => {
    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '7', floor: '2', date: dateIn(-2), time: '09:30' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'request.dateInPast',
      message: messages.dateInPast,
      errors: [{ path: 'date', message: messages.dateInPast }],
    });
  });

  it('refuses a second request for the same date and a fourth open request with 409', async () => {
    const first = await createVia(student, 40);
    const sameDate = await invoke('createRequest', {
      token: student.token,
      body: { room: '7', floor: '2', date: dateIn(40), time: '15:00' },
    });
    await createVia(student, 41);
    await createVia(student, 42);
    const fourth = await invoke('createRequest', {
      token: student.token,
      body: { room: '7', floor: '2', date: dateIn(43), time: '15:00' },
    });

    expect(sameDate).toMatchObject({
      status: 409,
      body: { message: 'You already have a request for that date.' },
    });
    expect(fourth).toMatchObject({ status: 409, body: { message: 'You can have at most 3 open requests.' } });
    const dashboard = await invoke('studentDashboard', { token: student.token });
    expect(dashboard.body.data.map((request: { date: string }) => request.date)).toEqual([
      dateIn(40),
      dateIn(41),
      dateIn(42),
    ]);
    for (const request of dashboard.body.data as { _id: string }[])
      expect(
        (await invoke('deleteRequest', { token: student.token, body: { id: request._id } })).status,
      ).toBe(200);
    expect(await storedItem({ pk: `REQUEST#${first._id}`, sk: 'REQUEST' })).toBeUndefined();
  });

  it('refuses fields the server decides (status, student, hostel) with 400', async () => {
    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '7', floor: '2', date: dateIn(5), time: '09:30', requestStatus: 'Completed' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: '', message: 'Unknown field: requestStatus' }]);
  });
});

describe('the whole lifecycle: allot, keeper reject, Re-Allot, complete', () => {
  it('moves the request, the lists and the counters together', async () => {
    // Today's, asked for later today: completing is taken from the request's day on, up to now.
    const request = await createVia(student, 0, '12:30');

    const allotted = await invoke('allotRequest', {
      token: admin.token,
      body: { id: request._id, roomKeeper: 'kim keeper' },
    });
    expect(allotted.status).toBe(200);
    expect(allotted.body).toMatchObject({
      _id: request._id,
      requestStatus: 'Scheduled',
      roomkeeper: 'Kim Keeper',
      roomKeeperId: keeper.id,
      version: 2,
    });

    const schedule = await invoke('schedule', {
      token: admin.token,
      query: { roomKeeper: 'Kim Keeper', date: dateIn(0) },
    });
    expect(schedule).toMatchObject({
      status: 200,
      body: [{ _id: request._id, room: '101', floor: '1', time: '12:30' }],
    });
    const emptyDay = await invoke('schedule', {
      token: admin.token,
      query: { roomKeeper: keeper.id, date: dateIn(1) },
    });
    expect(emptyDay).toMatchObject({ status: 200, body: [] });

    const keeperBoard = await invoke('roomkeeperDashboard', {
      token: keeper.token,
      query: { id: keeper.id, hostel: hostel.name, name: keeper.name },
    });
    expect(keeperBoard.status).toBe(200);
    expect(keeperBoard.body).toEqual({
      requests: 0,
      complaints: 0,
      scheduled: 1,
      data: [{ request: listed(allotted.body), studentData: { email: student.email, phone: '+1 555 0003' } }],
    });
    const studentBoard = await invoke('studentDashboard', {
      token: student.token,
      query: { id: student.id },
    });
    expect(studentBoard.body).toEqual({
      requests: 1,
      scheduled: 1,
      completed: 0,
      data: [
        { ...listed(allotted.body), roomkeeper: 'Kim Keeper', email: keeper.email, phone: '+1 555 0001' },
      ],
    });

    const rejected = await invoke('rejectRequest', {
      token: keeper.token,
      body: { id: request._id, message: 'Room locked', role: 'roomkeeper', name: keeper.name },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      requestStatus: 'Pending',
      rejectReason: { name: 'Kim Keeper', message: 'Room locked' },
    });
    expect(rejected.body.roomKeeperId).toBeUndefined();
    const adminBoard = await invoke('adminDashboard', { token: admin.token, query: { hostel: hostel.name } });
    expect(adminBoard.body).toEqual({
      requests: 0,
      students: 1,
      roomkeepers: 2,
      awaiting: 0,
      data: [{ ...listed(rejected.body), rejectData: { name: 'Kim Keeper', message: 'Room locked' } }],
    });

    const reAllotted = await allotVia(admin, request, otherKeeper);
    expect(reAllotted).toMatchObject({
      requestStatus: 'Scheduled',
      roomKeeperId: otherKeeper.id,
      version: 4,
    });
    expect(reAllotted.rejectReason).toBeUndefined();
    const byFormerKeeper = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '11:00', timeOut: '11:30' },
    });
    expect(byFormerKeeper).toMatchObject({
      status: 403,
      body: { message: 'This request is not scheduled to you.' },
    });

    const completed = await invoke('completeRequest', {
      token: otherKeeper.token,
      body: { id: request._id, timeIn: '11:05', timeOut: '11:40' },
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      requestStatus: 'Completed',
      timeIn: '11:05',
      timeOut: '11:40',
      version: 5,
    });
    expect(completed.body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'allot',
      'reject',
      'allot',
      'complete',
    ]);

    const again = await invoke('completeRequest', {
      token: otherKeeper.token,
      body: { id: request._id, timeIn: '11:05', timeOut: '11:40' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This request is no longer scheduled.' } });
    const deleted = await invoke('deleteRequest', { token: student.token, body: { id: request._id } });
    expect(deleted).toMatchObject({ status: 409, body: { message: 'This request is no longer pending.' } });
    const finalAdminBoard = await invoke('adminDashboard', { token: admin.token });
    expect(finalAdminBoard.body).toEqual({ requests: 1, students: 1, roomkeepers: 2, awaiting: 0, data: [] });
    const finalKeeperBoard = await invoke('roomkeeperDashboard', { token: otherKeeper.token });
    expect(finalKeeperBoard.body).toEqual({ requests: 1, complaints: 0, scheduled: 0, data: [] });
  });

  it('refuses Time-In at or after Time-Out with the spec message', async () => {
    const request = await allotVia(admin, await createVia(student, 12), keeper);
    const answer = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '12:00', timeOut: '12:00' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'timeOut', message: messages.timeOrder }]);
    await invoke('rejectRequest', {
      token: admin.token,
      body: { id: request._id, message: 'Cleanup of the test' },
    });
  });
});

describe('POST /api/rejectRequest by an admin', () => {
  it('is final, keeps the reason and frees the date for a new request', async () => {
    const request = await allotVia(admin, await createVia(student, 20), keeper);

    const answer = await invoke('rejectRequest', {
      token: admin.token,
      body: { id: request._id, message: 'Renovation that week', role: 'admin', name: admin.name },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      requestStatus: 'Rejected',
      rejectReason: { name: 'Hana Admin', message: 'Renovation that week' },
    });
    const reAllot = await invoke('allotRequest', {
      token: admin.token,
      body: { id: request._id, roomKeeperId: keeper.id },
    });
    expect(reAllot).toMatchObject({ status: 409, body: { message: 'This request is no longer pending.' } });
    const sameDate = await createVia(student, 20);
    expect(sameDate.requestStatus).toBe('Pending');
    await invoke('deleteRequest', { token: student.token, body: { id: sameDate._id } });
  });

  it('refuses an echoed name or role that is not the caller with 403', async () => {
    const request = await createVia(student, 21);
    const answer = await invoke('rejectRequest', {
      token: admin.token,
      body: { id: request._id, message: 'x', role: 'roomkeeper', name: admin.name },
    });

    expect(answer).toMatchObject({
      status: 403,
      body: { message: 'The request names another user or hostel' },
    });
    await invoke('deleteRequest', { token: student.token, body: { id: request._id } });
  });
});
