/**
 * Effort (issue 30) through the real handlers over DynamoDB Local: minutes copied onto a request at a
 * single, bulk and auto allotment from the hostel's room types; each keeper's day load counting them in
 * the allotment's transaction; the refusal to go over a keeper's capacity unless the admin confirms; a
 * keeper's own capacity. After every later transition and in the analytics: `effort-transitions.test.ts`.
 */
import { randomUUID } from 'node:crypto';

import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dayLoad, ok, requestOn, setCapacity, world } from './effort-fixtures';
import { allotVia, dateIn, storedItem } from './requests-fixtures';

// Several allotments and their checks per test: on a machine under load they take longer than the default.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
});

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
