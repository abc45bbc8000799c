/**
 * Effort (issue 30) through the real handlers over DynamoDB Local: minutes copied onto a request at a
 * single, bulk and auto allotment from the hostel's room types; each keeper's day load counting them in
 * the allotment's transaction and after every later transition; the refusal to go over a keeper's
 * capacity unless the admin confirms; a keeper's own capacity; and the analytics' minutes.
 */
import { randomUUID } from 'node:crypto';

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { allotVia, assertInvariants, dateIn, onDayAhead, storedItem } from './requests-fixtures';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
});

function ok(answer: Answer, what: string) {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function world(keeperNames: string[], studentCount: number) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const students = await Promise.all(Array.from({ length: studentCount }, () => makeUser('student', hostel)));
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  const check = () => assertInvariants({ hostelId: hostel.id, students, keepers });
  return { hostel, admin, students, keepers, check };
}

/**
 * A request of `student` on `date`; with `roomTypeId`, as a request on a room of that type carries it
 * (the requests-on-rooms slice copies it from the room when the request is made).
 */
async function requestOn(student: Account, date: string, roomTypeId?: string, time = '10:00') {
  const body = ok(
    await invoke('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date, time },
    }),
    'create',
  );
  const id = body.request._id as string;
  if (roomTypeId) {
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.request(id),
        UpdateExpression: 'SET roomTypeId = :type',
        ExpressionAttributeValues: { ':type': roomTypeId },
      }),
    );
  }
  return { _id: id };
}

const dayLoad = async (keeper: Account, date: string) => {
  const { keys } = await import('#functions/data/store/keys');
  const item = await storedItem(keys.keeperDay(keeper.id, date));
  return { scheduled: Number(item?.scheduled ?? 0), minutes: Number(item?.minutes ?? 0) };
};

const setCapacity = (admin: Account, keeper: { id: string }, minutes: number | null) =>
  invoke('setKeeperCapacity', { token: admin.token, body: { keeperId: keeper.id, minutes } });

describe('minutes at allot', () => {
  it('are copied from the room type (a request without one plans a single), and fill the keeper’s day', async () => {
    const { admin, students, keepers, check } = await world(['Ana'], 3);
    const [ana] = keepers as [Account];
    const day = dateIn(3);
    // The admin times a single at 25 minutes: a request without a room type is planned as one.
    const types = ok(await invoke('roomTypes', { token: admin.token }), 'types').types as {
      id: string;
      minutes: number;
    }[];
    ok(
      await invoke('updateRoomTypes', {
        token: admin.token,
        body: { types: types.map((type) => (type.id === 'single' ? { ...type, minutes: 25 } : type)) },
      }),
      'types',
    );

    const single = await allotVia(admin, await requestOn(students[0]!, day), ana);
    const twin = await allotVia(admin, await requestOn(students[1]!, day, 'twin'), ana);

    expect([single.minutes, twin.minutes]).toEqual([25, 30]);
    expect(await dayLoad(ana, day)).toEqual({ scheduled: 2, minutes: 55 });
    await check();
  });
});

describe('a keeper’s capacity', () => {
  it('is refused when an allotment would go over it, and allowed when the admin confirms', async () => {
    const { admin, students, keepers, check } = await world(['Ben'], 3);
    const [ben] = keepers as [Account];
    const day = dateIn(4);
    const set = await setCapacity(admin, ben, 40);
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ _id: ben.id, capacityMinutes: 40, capacity: 40 });

    await allotVia(admin, await requestOn(students[0]!, day), ben);
    await allotVia(admin, await requestOn(students[1]!, day), ben);
    const third = await requestOn(students[2]!, day);
    const refused = await invoke('allotRequest', {
      token: admin.token,
      body: { id: third._id, roomKeeperId: ben.id },
    });

    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('allot.overCapacity');
    // Nothing of the refused allotment was written.
    expect(await dayLoad(ben, day)).toEqual({ scheduled: 2, minutes: 40 });
    expect((await storedItem({ pk: `REQUEST#${third._id}`, sk: 'REQUEST' }))?.requestStatus).toBe('Pending');

    const options = ok(
      await invoke('allotOptions', {
        token: admin.token,
        query: { date: day, floor: '3', request: third._id },
      }),
      'options',
    );
    expect(options).toEqual([
      expect.objectContaining({
        _id: ben.id,
        minutes: 40,
        capacity: 40,
        overCapacity: true,
        suggested: false,
      }),
    ]);

    const confirmed = await invoke('allotRequest', {
      token: admin.token,
      body: { id: third._id, roomKeeperId: ben.id, confirmOverCapacity: true },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await dayLoad(ben, day)).toEqual({ scheduled: 3, minutes: 60 });
    await check();
  });

  it('is the hostel’s unless the keeper has their own; another hostel’s keeper answers as missing', async () => {
    const { admin, keepers } = await world(['Cal'], 0);
    const [cal] = keepers as [Account];
    const other = await world(['Dee'], 0);
    const settings = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { keeperMinutesPerDay: 300 },
    });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body.keeperMinutesPerDay).toBe(300);

    expect((await setCapacity(admin, cal, 200)).body).toEqual({
      _id: cal.id,
      capacityMinutes: 200,
      capacity: 200,
    });
    expect((await setCapacity(admin, cal, null)).body).toEqual({ _id: cal.id, capacity: 300 });
    const options = ok(
      await invoke('allotOptions', { token: admin.token, query: { date: dateIn(2), floor: '1' } }),
      'options',
    );
    expect(options[0]).toMatchObject({ _id: cal.id, capacity: 300, minutes: 0 });

    for (const id of [other.keepers[0]!.id, randomUUID(), other.admin.id]) {
      const answer = await setCapacity(admin, { id }, 100);
      expect([answer.status, answer.body.code]).toEqual([404, 'keeper.notFound']);
    }
    const tooMuch = await setCapacity(admin, cal, 5000);
    expect(tooMuch.status).toBe(400);
  });
});

describe('bulk and auto allotment by minutes', () => {
  it('plans within capacity, refuses rows over it unless confirmed, and copies the minutes', async () => {
    const { admin, students, keepers, check } = await world(['Eli', 'Fox'], 5);
    const [eli, fox] = keepers as [Account, Account];
    const day = dateIn(5);
    await setCapacity(admin, eli, 60);
    await setCapacity(admin, fox, 50);
    const ids: string[] = [];
    for (const [index, type] of (['dormitory', 'twin', undefined, undefined, undefined] as const).entries())
      ids.push((await requestOn(students[index]!, day, type, `1${index}:00`))._id);

    const plan = ok(await invoke('allotPlan', { token: admin.token, body: { ids } }), 'plan');
    const planned = Object.fromEntries(
      plan.rows.map((row: { id: string; roomKeeperId?: string; minutes: number }) => [
        row.id,
        [row.roomKeeperId, row.minutes],
      ]),
    );
    // Dormitory 45 → Eli (45/60); twin 30 → Fox (30/50); single 20 → Fox (50/50); the other two fit no one.
    expect(planned).toEqual({
      [ids[0]!]: [eli.id, 45],
      [ids[1]!]: [fox.id, 30],
      [ids[2]!]: [fox.id, 20],
      [ids[3]!]: [undefined, 20],
      [ids[4]!]: [undefined, 20],
    });
    expect(plan.keepers).toEqual(
      expect.arrayContaining([
        { _id: eli.id, date: day, minutes: 0, capacity: 60 },
        { _id: fox.id, date: day, minutes: 0, capacity: 50 },
      ]),
    );

    const rows = ids.map((id, index) => ({ id, roomKeeperId: index === 0 || index === 3 ? eli.id : fox.id }));
    const first = ok(await invoke('bulkAllot', { token: admin.token, body: { rows } }), 'bulk');
    const outcome = first.results.map((result: { ok: boolean; code?: string }) =>
      result.ok ? 'ok' : result.code,
    );
    expect(outcome).toEqual(['ok', 'ok', 'ok', 'allot.overCapacity', 'allot.overCapacity']);
    await check();

    const rest = rows.slice(3);
    const second = ok(
      await invoke('bulkAllot', { token: admin.token, body: { rows: rest, confirmOverCapacity: true } }),
      'bulk',
    );
    expect(second.results.map((result: { ok: boolean }) => result.ok)).toEqual([true, true]);
    expect(second.results[0].request.minutes).toBe(20);
    expect(await dayLoad(eli, day)).toEqual({ scheduled: 2, minutes: 65 });
    expect(await dayLoad(fox, day)).toEqual({ scheduled: 3, minutes: 70 });
    await check();
  });
});

describe('the minutes after every transition, and in the analytics', () => {
  it('move like the counts through turn-back, reject, start, completion and a removal', async () => {
    const { admin, students, keepers, check } = await world(['Gil', 'Hal'], 4);
    const [gil, hal] = keepers as [Account, Account];
    const day = dateIn(1);
    const a = await allotVia(admin, await requestOn(students[0]!, day, 'twin'), gil);
    const b = await allotVia(admin, await requestOn(students[1]!, day), gil);
    const c = await allotVia(admin, await requestOn(students[2]!, day), hal);
    await check();
    ok(
      await invoke('rejectRequest', { token: gil.token, body: { id: a._id, message: 'Locked' } }),
      'turn back',
    );
    expect(await dayLoad(gil, day)).toEqual({ scheduled: 1, minutes: 20 });
    await check();
    ok(
      await invoke('rejectRequest', { token: admin.token, body: { id: b._id, message: 'Closed' } }),
      'reject',
    );
    expect(await dayLoad(gil, day)).toEqual({ scheduled: 0, minutes: 0 });
    await check();
    await allotVia(admin, a, hal);
    expect(await dayLoad(hal, day)).toEqual({ scheduled: 2, minutes: 50 });

    // Hal starts the twin at 11:00 and is done at 11:32 (as tapped), on its day.
    await onDayAhead(1, hal, async () => {
      const startAt = new Date(`${day}T11:00:00Z`).toISOString();
      const doneAt = new Date(`${day}T11:32:00Z`).toISOString();
      ok(
        await invoke('startRequest', {
          token: hal.token,
          body: { id: a._id, actionId: randomUUID(), at: startAt },
        }),
        'start',
      );
      ok(
        await invoke('completeRequest', {
          token: hal.token,
          body: { id: a._id, timeIn: '11:00', timeOut: '11:32', actionId: randomUUID(), at: doneAt },
        }),
        'complete',
      );
    });
    // Done minutes stay planned on the day.
    expect(await dayLoad(hal, day)).toEqual({ scheduled: 1, minutes: 50 });
    await check();
    ok(await invoke('deleteUsers', { token: admin.token, body: { ids: [students[2]!.id] } }), 'remove');
    expect(await dayLoad(hal, day)).toEqual({ scheduled: 0, minutes: 30 });
    await check();
    expect(c._id).toBeDefined();

    const today = dateIn(0);
    const analytics = ok(
      await invoke('analytics', { token: admin.token, query: { from: today, to: dateIn(2) } }),
      'analytics',
    );
    // Planned at each allotment: 30 + 20 (Gil), 20 + 30 (Hal; the released one stays planned like its count).
    expect(analytics.totals.effort).toEqual({ planned: 100, done: 30, timed: 1, averageReal: 32 });
    const byKeeper = Object.fromEntries(
      analytics.keepers.map((keeper: { _id: string; effort: unknown }) => [keeper._id, keeper.effort]),
    );
    expect(byKeeper[hal.id]).toEqual({ planned: 50, done: 30, timed: 1, averageReal: 32 });
    expect(analytics.roomTypes).toEqual(
      expect.arrayContaining([
        { id: 'twin', planned: 60, done: 30, timed: 1, averageReal: 32 },
        { id: '-', planned: 40, done: 0, timed: 0 },
      ]),
    );
  });
});
