import { keys } from '#functions/data/store/keys';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { idsInPartition, storedItem, storedRequest, storeRequest } from '../helpers/stored-requests';

let hostel: { id: string; name: string };
let elsewhere: { id: string; name: string };
let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  elsewhere = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Asha Admin' });
  otherAdmin = await makeUser('admin', elsewhere);
});

const counters = async (id: string) => {
  const item = await storedItem(keys.user(id));
  return {
    requests: Number(item?.requests),
    openRequests: Number(item?.openRequests),
    scheduled: Number(item?.scheduled),
    completed: Number(item?.completed),
  };
};
const hostelCounters = async (id: string) => {
  const item = await storedItem(keys.hostel(id));
  return { students: Number(item?.students), roomkeepers: Number(item?.roomkeepers) };
};

describe('POST /api/deleteUsers', () => {
  it('puts a removed keeper’s Scheduled requests back to Pending for the admin, with a reason', async () => {
    // Prepare
    const keeper = await makeUser('roomkeeper', hostel, { name: 'Kit Keeper' });
    const otherKeeper = await makeUser('roomkeeper', hostel);
    const ann = await makeUser('student', hostel);
    const ben = await makeUser('student', hostel);
    const first = await storeRequest(ann, 'Scheduled', keeper);
    const second = await storeRequest(ben, 'Scheduled', keeper);
    const done = await storeRequest(ann, 'Completed', keeper);
    const untouched = await storeRequest(ben, 'Scheduled', otherKeeper);
    const hostelBefore = await hostelCounters(hostel.id);

    // Act
    const answer = await invoke('deleteUsers', { token: admin.token, body: { ids: [keeper.id] } });
    const dashboard = await invoke('adminDashboard', { token: admin.token });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ removed: [keeper.id] });
    const released = dashboard.body.data.filter((item: { _id: string }) =>
      [first._id, second._id].includes(item._id),
    );
    expect(released.map((item: { rejectData: unknown }) => item.rejectData)).toEqual([
      { name: 'Kit Keeper', message: 'Roomkeeper removed from the hostel' },
      { name: 'Kit Keeper', message: 'Roomkeeper removed from the hostel' },
    ]);
    for (const request of [first, second]) {
      const stored = await storedRequest(request._id);
      expect(stored).toMatchObject({
        requestStatus: 'Pending',
        rejectReason: { name: 'Kit Keeper', message: 'Roomkeeper removed from the hostel' },
        version: request.version + 1,
        gsi1pk: `STUDENT#${request.studentId}#Pending`,
        gsi2pk: `HOSTEL#${hostel.id}#Pending`,
      });
      expect(stored).not.toHaveProperty('roomKeeperId');
      expect(stored).not.toHaveProperty('roomkeeper');
      expect(stored).not.toHaveProperty('gsi3pk');
      expect((stored?.history as { action: string }[]).at(-1)).toEqual({
        at: expect.any(String),
        by: admin.id,
        byName: 'Asha Admin',
        action: 'release',
        status: 'Pending',
        note: 'Roomkeeper removed from the hostel',
      });
    }
    expect(await idsInPartition('hostel', hostel.id, 'Pending')).toEqual([first._id, second._id].sort());
    expect(await idsInPartition('keeper', keeper.id, 'Scheduled')).toEqual([]);
    expect(await idsInPartition('keeper', keeper.id, 'Completed')).toEqual([done._id]);
    expect(await storedRequest(untouched._id)).toMatchObject({ requestStatus: 'Scheduled', version: 2 });
    expect(await counters(ann.id)).toEqual({ requests: 2, openRequests: 1, scheduled: 0, completed: 1 });
    expect(await counters(ben.id)).toEqual({ requests: 2, openRequests: 2, scheduled: 1, completed: 0 });
    expect(await counters(keeper.id)).toMatchObject({ scheduled: 0, completed: 1 });
    expect(await hostelCounters(hostel.id)).toEqual({
      ...hostelBefore,
      roomkeepers: hostelBefore.roomkeepers - 1,
    });
  });

  it('ends the removed user’s sessions, drops them from the list and frees their email', async () => {
    // Prepare
    const keeper = await makeUser('roomkeeper', hostel, { name: 'Gone Keeper' });

    // Act
    const answer = await invoke('deleteUsers', { token: admin.token, body: { ids: [keeper.id] } });
    const session = await invoke('authGetUser', { token: keeper.token });
    const login = await invoke('authLogin', {
      body: { email: keeper.email, password: 'correct horse', role: 'roomkeeper' },
    });
    const list = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'roomkeeper', search: 'gone' },
    });
    const again = await invoke('createUser', {
      token: admin.token,
      body: { role: 'roomkeeper', fullname: 'Gone Keeper', email: keeper.email },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(session).toMatchObject({
      status: 401,
      body: { message: 'Not signed in or the session has ended' },
    });
    expect(login.status).toBe(204);
    expect(list.body).toEqual({ items: [] });
    expect(again.status).toBe(201);
    expect(again.body.user._id).not.toBe(keeper.id);
    expect(await storedItem(keys.user(keeper.id))).toMatchObject({ deletedAt: expect.any(String) });
  });

  it('rejects a removed student’s open requests, frees their dates and keeps their history', async () => {
    // Prepare
    const keeper = await makeUser('roomkeeper', hostel);
    const student = await makeUser('student', hostel);
    const pending = await storeRequest(student, 'Pending');
    const scheduled = await storeRequest(student, 'Scheduled', keeper);
    const completed = await storeRequest(student, 'Completed', keeper);
    const hostelBefore = await hostelCounters(hostel.id);

    // Act
    const answer = await invoke('deleteUsers', { token: admin.token, body: { ids: [student.id] } });

    // Assess
    expect(answer).toMatchObject({ status: 200, body: { removed: [student.id] } });
    for (const request of [pending, scheduled]) {
      expect(await storedRequest(request._id)).toMatchObject({
        requestStatus: 'Rejected',
        rejectReason: { name: 'Asha Admin', message: 'Student removed from the hostel' },
        gsi2pk: `HOSTEL#${hostel.id}#Rejected`,
      });
      expect(await storedItem(keys.dateLock(student.id, request.date))).toBeUndefined();
    }
    expect(await storedRequest(scheduled._id)).toMatchObject({
      roomKeeperId: keeper.id,
      gsi3pk: `KEEPER#${keeper.id}#Rejected`,
    });
    expect(await storedRequest(completed._id)).toMatchObject({ requestStatus: 'Completed' });
    expect(await storedItem(keys.dateLock(student.id, completed.date))).toBeDefined();
    expect(await idsInPartition('student', student.id, 'Rejected')).toEqual(
      [pending._id, scheduled._id].sort(),
    );
    expect(await counters(student.id)).toEqual({ requests: 3, openRequests: 0, scheduled: 0, completed: 1 });
    expect(await counters(keeper.id)).toMatchObject({ scheduled: 0, completed: 1 });
    expect(await hostelCounters(hostel.id)).toEqual({ ...hostelBefore, students: hostelBefore.students - 1 });
  });

  it('answers 404 for another hostel’s user and changes nothing, even beside an own user', async () => {
    // Prepare
    const own = await makeUser('student', hostel);
    const foreign = await makeUser('student', elsewhere);
    const foreignRequest = await storeRequest(foreign, 'Pending');

    // Act
    const mixed = await invoke('deleteUsers', { token: admin.token, body: { ids: [own.id, foreign.id] } });
    const reverse = await invoke('deleteUsers', { token: otherAdmin.token, body: { ids: [own.id] } });

    // Assess
    for (const answer of [mixed, reverse])
      expect(answer).toMatchObject({ status: 404, body: { message: 'No such user in your hostel' } });
    expect((await invoke('authGetUser', { token: own.token })).status).toBe(200);
    expect((await invoke('authGetUser', { token: foreign.token })).status).toBe(200);
    expect(await storedRequest(foreignRequest._id)).toMatchObject({ requestStatus: 'Pending', version: 1 });
  });

  it('answers 404 for an id that is no user at all', async () => {
    // Act
    const answer = await invoke('deleteUsers', {
      token: admin.token,
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
    });

    // Assess
    expect(answer).toMatchObject({ status: 404, body: { message: 'No such user in your hostel' } });
  });

  it('refuses to remove the admin themselves or another admin', async () => {
    // Prepare
    const colleague = await makeUser('admin', hostel);

    // Act
    const self = await invoke('deleteUsers', { token: admin.token, body: { ids: [admin.id] } });
    const other = await invoke('deleteUsers', { token: admin.token, body: { ids: [colleague.id] } });

    // Assess
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot remove your own account' } });
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'Only students and roomkeepers can be removed' },
    });
    expect((await invoke('authGetUser', { token: colleague.token })).status).toBe(200);
  });

  it('removes several users at once, and a repeated call changes nothing more', async () => {
    // Prepare
    const one = await makeUser('student', hostel);
    const two = await makeUser('roomkeeper', hostel);
    const before = await hostelCounters(hostel.id);

    // Act
    const first = await invoke('deleteUsers', { token: admin.token, body: { ids: [one.id, two.id] } });
    const repeat = await invoke('deleteUsers', { token: admin.token, body: { ids: [one.id, two.id] } });

    // Assess
    expect(first).toMatchObject({ status: 200, body: { removed: [one.id, two.id] } });
    expect(repeat).toMatchObject({ status: 200, body: { removed: [one.id, two.id] } });
    expect(await hostelCounters(hostel.id)).toEqual({
      students: before.students - 1,
      roomkeepers: before.roomkeepers - 1,
    });
  });
});
