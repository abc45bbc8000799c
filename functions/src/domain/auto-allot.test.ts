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

  it('places the requests of one date and time in walking order: what fits in no one’s day is the walk’s end (issue 31)', () => {
    // Six singles of a schedule, all at 09:00, ids in another order than the walk (random UUIDs in the job).
    const rooms = ['1#1#101', '1#1#102', '1#1#103', '1#2#201', '1#2#202', '1#2#203'];
    const ids = ['f', 'b', 'e', 'a', 'd', 'c'];
    const loads = new Map([
      ['2030-05-14', [keeper('Ada', { capacity: 40 }), keeper('Bea', { capacity: 60 })]],
    ]);
    const plan = planAllotments(
      rooms.map((place, index) => ({ ...request(ids[index]!, 20), place })),
      loads,
    );
    // Ada 40 and Bea 60 hold five of the six: the one left is room 203, the last on the walk.
    expect(rooms.map((_, index) => plan.get(ids[index]!))).toEqual([
      'Ada',
      'Bea',
      'Bea',
      'Ada',
      'Bea',
      undefined,
    ]);
  });
});
