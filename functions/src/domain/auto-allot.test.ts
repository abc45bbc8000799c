import { keeperLoad } from '#tests/helpers/keeper-loads';

import type { KeeperLoad } from '../data/read-models/keeper-load';
import { planAllotments, type ToPlace } from './auto-allot';

const keeper = (name: string, load: Partial<KeeperLoad> = {}) => keeperLoad(name, load);

const request = (id: string, minutes: number, time = '09:00'): ToPlace => ({
  id,
  date: '2030-05-14',
  time,
  floor: '1',
  minutes,
});

describe('auto-allot by minutes (issue 30)', () => {
  it('spreads the minutes, not the number of requests, counting what the plan placed before', () => {
    const loads = new Map([['2030-05-14', [keeper('Ada'), keeper('Bea')]]]);
    // A dormitory (45) to Ada, then three singles to Bea (20, 40, 60: each time less than Ada's 45 before
    // it), then Ada again. By counts, the singles would have alternated.
    const plan = planAllotments(
      [
        request('dorm', 45, '08:00'),
        request('s1', 20, '09:00'),
        request('s2', 20, '10:00'),
        request('s3', 20, '11:00'),
        request('s4', 20, '12:00'),
      ],
      loads,
    );
    expect(Object.fromEntries(plan)).toEqual({ dorm: 'Ada', s1: 'Bea', s2: 'Bea', s3: 'Bea', s4: 'Ada' });
  });

  it('leaves a request without a keeper when it fits in no one’s day, and fills one keeper to exactly capacity', () => {
    const loads = new Map([
      ['2030-05-14', [keeper('Ada', { minutes: 380, capacity: 420 }), keeper('Bea', { off: true })]],
    ]);
    const plan = planAllotments(
      [request('a', 20, '08:00'), request('b', 20, '09:00'), request('c', 20)],
      loads,
    );
    expect(Object.fromEntries(plan)).toEqual({ a: 'Ada', b: 'Ada', c: undefined });
  });
});
