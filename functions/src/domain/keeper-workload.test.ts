import { keeperLoad } from '#tests/helpers/keeper-loads';

import type { KeeperLoad } from '../data/read-models/keeper-load';
import { rankKeepers } from './keeper-workload';

const keeper = (name: string, load: Partial<KeeperLoad> = {}) => keeperLoad(name, load, `id-${name}`);

const suggested = (loads: KeeperLoad[], floor = '2') =>
  rankKeepers(loads, floor).find((row) => row.suggested)?.name;

describe('the keeper suggested for a request', () => {
  it('is the least loaded that day', () => {
    expect(suggested([keeper('Ada', { scheduled: 2 }), keeper('Bea', { scheduled: 1 })])).toBe('Bea');
  });

  it('among the least loaded, is one already on the floor', () => {
    const loads = [
      keeper('Ada', { scheduled: 1, floors: ['1'] }),
      keeper('Bea', { scheduled: 1, floors: ['2'] }),
    ];
    expect(suggested(loads)).toBe('Bea');
  });

  it('then the one who completed fewest that week, then by name', () => {
    expect(
      suggested([keeper('Ada', { completedThisWeek: 3 }), keeper('Bea', { completedThisWeek: 1 })]),
    ).toBe('Bea');
    expect(suggested([keeper('Bea'), keeper('Ada')])).toBe('Ada');
  });

  it('is exactly one, and the list is least loaded first with each rating averaged', () => {
    const rows = rankKeepers(
      [keeper('Cy', { scheduled: 3, ratingSum: 14, ratingCount: 3 }), keeper('Di', { scheduled: 1 })],
      '1',
    );
    expect(rows.map((row) => [row.name, row.suggested, row.rating])).toEqual([
      ['Di', true, undefined],
      ['Cy', false, 4.7],
    ]);
    expect(rankKeepers([], '1')).toEqual([]);
  });

  it('is never a keeper off that day, who is listed last', () => {
    const rows = rankKeepers([keeper('Ada', { off: true }), keeper('Bea', { scheduled: 2 })], '1');
    expect(rows.map((row) => [row.name, row.off, row.suggested])).toEqual([
      ['Bea', false, true],
      ['Ada', true, false],
    ]);
    expect(rankKeepers([keeper('Ada', { off: true })], '1').some((row) => row.suggested)).toBe(false);
  });
});

describe('balancing by minutes (issue 30)', () => {
  it('suggests the keeper with the smallest share of their capacity planned, not the fewest requests', () => {
    // Ada has one dormitory (45 of 240 min, 19%), Bea three singles (60 of 420 min, 14%).
    const loads = [
      keeper('Ada', { scheduled: 1, minutes: 45, capacity: 240 }),
      keeper('Bea', { scheduled: 3, minutes: 60, capacity: 420 }),
    ];
    expect(suggested(loads)).toBe('Bea');
    expect(rankKeepers(loads, '1').map((row) => [row.name, row.minutes, row.capacity])).toEqual([
      ['Bea', 60, 420],
      ['Ada', 45, 240],
    ]);
  });

  it('counts minutes already done that day as planned', () => {
    const loads = [
      keeper('Ada', { minutes: 100, doneMinutes: 100, capacity: 420 }),
      keeper('Bea', { scheduled: 2, minutes: 40, capacity: 420 }),
    ];
    expect(suggested(loads)).toBe('Bea');
  });

  it('never suggests a keeper the request would take over capacity, and marks them', () => {
    const loads = [
      keeper('Ada', { scheduled: 1, minutes: 400, capacity: 420 }),
      keeper('Bea', { scheduled: 2, minutes: 390, capacity: 400 }),
    ];
    const rows = rankKeepers(loads, '1', undefined, 20);
    expect(rows.map((row) => [row.name, row.overCapacity, row.suggested])).toEqual([
      ['Ada', false, true],
      ['Bea', true, false],
    ]);
    // Exactly at capacity still fits; one minute more fits no one.
    expect(rankKeepers(loads, '1', undefined, 21).some((row) => row.suggested)).toBe(false);
  });
});
