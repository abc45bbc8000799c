/**
 * Effort (issue 30): a keeper's day minutes move like its count through turn-back, reject, start,
 * completion and a removal, and the analytics count minutes planned, done and real from Start to Done.
 */
import { randomUUID } from 'node:crypto';

import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dayLoad, ok, requestOn, world } from './effort-fixtures';
import { allotVia, dateIn, onDayAhead } from './requests-fixtures';

// Several allotments and their checks per test: on a machine under load they take longer than the default.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
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
