/**
 * Issue 28: a student cancels or moves their own Pending or Scheduled request until the hostel's cutoff,
 * an admin moves any of the hostel's; the keeper's load, every counter and the date lock follow in the
 * same transaction, and the people concerned are told. Real handlers over DynamoDB Local.
 */
import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { lockOf, notesOf, userCounters } from './changes-fixtures';
import { allotVia, createVia, dateIn, storedItem } from './requests-fixtures';
import {
  admin,
  invariants,
  keeper,
  keeperDayLoad,
  noon,
  otherAdmin,
  rescheduleWorld,
  students,
} from './reschedule-world';

rescheduleWorld();

describe('POST /api/cancelRequest', () => {
  it('cancels a Pending request: it goes with its lock, and the admin is told', async () => {
    const [sara] = students as [Account];
    const request = await createVia(sara, 3);

    const answer = await invoke('cancelRequest', { token: sara.token, body: { id: request._id } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: request._id });
    expect(await storedItem({ pk: `REQUEST#${request._id}`, sk: 'REQUEST' })).toBeUndefined();
    expect(await lockOf(sara, dateIn(3))).toBeUndefined();
    expect(await notesOf(admin)).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', requestId: request._id, date: dateIn(3) }),
    );
    expect(await notesOf(sara)).toContainEqual(expect.objectContaining({ kind: 'done', action: 'cancel' }));
    await invariants();
  });

  it("cancels a Scheduled request: the keeper's load and counters drop, and the keeper is told", async () => {
    const [, tom] = students as [Account, Account];
    const request = await allotVia(admin, await createVia(tom, 4), keeper);
    const before = await userCounters(keeper);
    expect(await keeperDayLoad(dateIn(4))).toBe(1);

    const answer = await invoke('cancelRequest', { token: tom.token, body: { id: request._id } });

    expect(answer.status).toBe(200);
    expect(await keeperDayLoad(dateIn(4))).toBe(0);
    const after = await userCounters(keeper);
    expect(after.scheduled).toBe(before.scheduled - 1);
    expect(after.unreadNotes).toBe(before.unreadNotes + 1);
    expect(await notesOf(keeper)).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', requestId: request._id }),
    );
    expect((await userCounters(tom)).openRequests).toBe(0);
    await invariants();
  });

  it('refuses from the cutoff on with request.changeTooLate, and takes it a minute before', async () => {
    const [sara] = students as [Account];
    const request = await createVia(sara, 0, '14:00');

    const late = await invoke('cancelRequest', { token: sara.token, body: { id: request._id } });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: 'request.changeTooLate',
      message: 'This request can no longer be changed: changes close 2 hours before its time.',
    });
    const moveLate = await invoke('rescheduleRequest', {
      token: sara.token,
      body: { id: request._id, date: dateIn(5), time: '10:00' },
    });
    expect(moveLate.body.code).toBe('request.changeTooLate');

    vi.setSystemTime(new Date(noon.getTime() - 60_000));
    const inTime = await invoke('cancelRequest', { token: sara.token, body: { id: request._id } });
    expect(inTime.status).toBe(200);
    await invariants();
  });

  it("follows the hostel's own cutoff, named in the refusal", async () => {
    const [, , uma] = students as [Account, Account, Account];
    const request = await createVia(uma, 0, '16:00');
    await invoke('updateHostelSettings', { token: admin.token, body: { changeCutoffHours: 5 } });
    try {
      const late = await invoke('cancelRequest', { token: uma.token, body: { id: request._id } });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        'This request can no longer be changed: changes close 5 hours before its time.',
      );
      await invoke('updateHostelSettings', { token: admin.token, body: { changeCutoffHours: 0 } });
      expect((await invoke('cancelRequest', { token: uma.token, body: { id: request._id } })).status).toBe(
        200,
      );
    } finally {
      await invoke('updateHostelSettings', { token: admin.token, body: { changeCutoffHours: 2 } });
    }
  });

  it("answers another student's and another hostel's request as a missing one", async () => {
    const [sara, tom] = students as [Account, Account];
    const request = await createVia(sara, 6);
    const missing = await invoke('cancelRequest', {
      token: tom.token,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    const others = await invoke('cancelRequest', { token: tom.token, body: { id: request._id } });
    const foreign = await invoke('rescheduleRequest', {
      token: otherAdmin.token,
      body: { id: request._id, date: dateIn(7), time: '10:00' },
    });

    expect(missing.status).toBe(404);
    expect(others).toMatchObject({ status: 404, body: missing.body });
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
    await invoke('cancelRequest', { token: sara.token, body: { id: request._id } });
  });

  it('refuses a started cleaning and a completed one', async () => {
    const [, , , vic] = students as [Account, Account, Account, Account];
    const request = await allotVia(admin, await createVia(vic, 0, '18:00'), keeper);
    await invoke('startRequest', { token: keeper.token, body: { id: request._id } });

    const started = await invoke('cancelRequest', { token: vic.token, body: { id: request._id } });
    const moved = await invoke('rescheduleRequest', {
      token: admin.token,
      body: { id: request._id, date: dateIn(2), time: '10:00' },
    });
    expect(started).toMatchObject({ status: 409, body: { code: 'request.alreadyStarted' } });
    expect(moved).toMatchObject({ status: 409, body: { code: 'request.alreadyStarted' } });

    await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '11:00', timeOut: '11:30' },
    });
    const done = await invoke('cancelRequest', { token: vic.token, body: { id: request._id } });
    expect(done).toMatchObject({ status: 409, body: { code: 'workflow.notOpen' } });
    await invariants();
  });
});

describe('POST /api/rescheduleRequest', () => {
  it('moves a Pending request and its date lock; the admin is told', async () => {
    const [sara] = students as [Account];
    const request = await createVia(sara, 8);

    const answer = await invoke('rescheduleRequest', {
      token: sara.token,
      body: { id: request._id, date: dateIn(9), time: '15:30' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: request._id,
      date: dateIn(9),
      time: '15:30',
      requestStatus: 'Pending',
      version: 2,
    });
    expect(answer.body.history.at(-1)).toMatchObject({ action: 'move', note: `${dateIn(9)} 15:30` });
    expect(await lockOf(sara, dateIn(8))).toBeUndefined();
    expect(await lockOf(sara, dateIn(9))).toMatchObject({ requestId: request._id });
    expect(await notesOf(admin)).toContainEqual(
      expect.objectContaining({
        kind: 'moved',
        requestId: request._id,
        date: dateIn(9),
        fromDate: dateIn(8),
      }),
    );
    await invariants();
  });

  it('refuses a date the student already holds, and changes nothing', async () => {
    const [sara] = students as [Account];
    const first = await createVia(sara, 10);
    const second = await createVia(sara, 11);

    const answer = await invoke('rescheduleRequest', {
      token: sara.token,
      body: { id: second._id, date: dateIn(10), time: '09:00' },
    });

    expect(answer).toMatchObject({ status: 409, body: { code: 'request.dateTaken' } });
    expect(await storedItem({ pk: `REQUEST#${second._id}`, sk: 'REQUEST' })).toMatchObject({
      date: dateIn(11),
      version: 1,
    });
    expect(await lockOf(sara, dateIn(11))).toMatchObject({ requestId: second._id });
    await invariants();
    for (const request of [first, second])
      await invoke('cancelRequest', { token: sara.token, body: { id: request._id } });
  });

  it('refuses a new date or time the hostel does not take, as a create would', async () => {
    const [, tom] = students as [Account, Account];
    const request = await createVia(tom, 12);
    const past = await invoke('rescheduleRequest', {
      token: tom.token,
      body: { id: request._id, date: dateIn(-1), time: '10:00' },
    });
    const offStep = await invoke('rescheduleRequest', {
      token: admin.token,
      body: { id: request._id, date: dateIn(12), time: '10:03' },
    });
    expect(past).toMatchObject({ status: 400, body: { code: 'request.dateInPast' } });
    expect(offStep).toMatchObject({ status: 400, body: { code: 'request.timeOffStep' } });
    await invoke('cancelRequest', { token: tom.token, body: { id: request._id } });
  });

  it('keeps a Scheduled request with its keeper on a free day: the load moves to the new date', async () => {
    const [, , uma] = students as [Account, Account, Account];
    const request = await allotVia(admin, await createVia(uma, 13), keeper);
    const before = await userCounters(keeper);

    const answer = await invoke('rescheduleRequest', {
      token: uma.token,
      body: { id: request._id, date: dateIn(14), time: '11:00' },
    });

    expect(answer.body).toMatchObject({
      requestStatus: 'Scheduled',
      roomKeeperId: keeper.id,
      date: dateIn(14),
    });
    expect(await keeperDayLoad(dateIn(13))).toBe(0);
    expect(await keeperDayLoad(dateIn(14))).toBe(1);
    expect((await userCounters(keeper)).scheduled).toBe(before.scheduled);
    expect(await notesOf(keeper)).toContainEqual(
      expect.objectContaining({ kind: 'moved', requestId: request._id, date: dateIn(14) }),
    );
    await invariants();
  });

  it("gives a Scheduled request moved to its keeper's day off back to Pending, and tells the keeper", async () => {
    const [, , , , wen] = students as [Account, Account, Account, Account, Account];
    const request = await allotVia(admin, await createVia(wen, 15), keeper);
    const off = await invoke('setDayOff', {
      token: admin.token,
      body: { keeperId: keeper.id, date: dateIn(16), off: true },
    });
    expect(off.status).toBe(200);
    const before = await userCounters(keeper);

    const answer = await invoke('rescheduleRequest', {
      token: wen.token,
      body: { id: request._id, date: dateIn(16), time: '10:00' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.requestStatus).toBe('Pending');
    expect(answer.body.roomKeeperId).toBeUndefined();
    expect((await userCounters(keeper)).scheduled).toBe(before.scheduled - 1);
    expect(await keeperDayLoad(dateIn(15))).toBe(0);
    expect(await keeperDayLoad(dateIn(16))).toBe(0);
    expect(await notesOf(keeper)).toContainEqual(
      expect.objectContaining({ kind: 'movedOff', requestId: request._id }),
    );
    await invariants();
  });

  it('lets the admin move a request past the student cutoff; the student and keeper are told', async () => {
    const [, , uma] = students as [Account, Account, Account];
    const request = await allotVia(admin, await createVia(uma, 0, '13:00'), keeper);
    const studentBefore = await userCounters(uma);

    const answer = await invoke('rescheduleRequest', {
      token: admin.token,
      body: { id: request._id, date: dateIn(0), time: '17:00' },
    });

    expect(answer.body).toMatchObject({ requestStatus: 'Scheduled', time: '17:00', date: dateIn(0) });
    expect((await userCounters(uma)).unreadNotes).toBe(studentBefore.unreadNotes + 1);
    expect(await notesOf(uma)).toContainEqual(
      expect.objectContaining({ kind: 'moved', requestId: request._id, time: '17:00' }),
    );
    expect(await notesOf(keeper)).toContainEqual(
      expect.objectContaining({ kind: 'moved', requestId: request._id, time: '17:00' }),
    );
    expect(await notesOf(admin)).toContainEqual(expect.objectContaining({ kind: 'done', action: 'move' }));
    await invariants();
  });
});
