/** `effectsOf` and the minutes of a keeper's day and of the analytics (issue 30). */
import { after, entry, pending, scheduled } from '#tests/helpers/domain-requests';

import { effectsOf } from './effects';

describe('effectsOf moves the minutes of a keeper’s day like its count (issue 30)', () => {
  const timed = { ...scheduled, minutes: 30, roomTypeId: 'twin', startedAt: '2030-03-04T08:35:00.000Z' };
  const minutesOf = (effects: ReturnType<typeof effectsOf>) =>
    effects.counters.loads.map(({ scheduled: count, minutes, doneMinutes }) => ({
      count,
      minutes,
      doneMinutes,
    }));

  it('plans them at allot, keeps them planned once done, and takes them away when the request leaves the day', () => {
    const allotted = { ...after(pending, 'Scheduled', entry('allot', 'Scheduled'), 'keeper'), minutes: 30 };
    expect(minutesOf(effectsOf('allot', pending, allotted))).toEqual([
      { count: 1, minutes: 30, doneMinutes: 0 },
    ]);
    const done = {
      ...after(timed, 'Completed', entry('complete', 'Completed', 'keeper'), 'keeper'),
      minutes: 30,
    };
    expect(minutesOf(effectsOf('complete', timed, done))).toEqual([
      { count: -1, minutes: 0, doneMinutes: 30 },
    ]);
    const back = { ...after(timed, 'Pending', entry('reject', 'Pending', 'keeper')), minutes: 30 };
    expect(minutesOf(effectsOf('keeperReject', timed, back))).toEqual([
      { count: -1, minutes: -30, doneMinutes: 0 },
    ]);
    const rejected = { ...after(timed, 'Rejected', entry('reject', 'Rejected'), 'keeper'), minutes: 30 };
    expect(minutesOf(effectsOf('adminReject', timed, rejected))).toEqual([
      { count: -1, minutes: -30, doneMinutes: 0 },
    ]);
  });

  it('counts planned minutes at allot and, at Done, the planned and the real minutes from Start', () => {
    const allotted = {
      ...after(pending, 'Scheduled', entry('allot', 'Scheduled'), 'keeper'),
      minutes: 45,
      roomTypeId: 'dormitory',
    };
    expect(effectsOf('allot', { ...pending, roomTypeId: 'dormitory' }, allotted).stats).toEqual([
      expect.objectContaining({ kind: 'allotted', minutes: 45, roomTypeId: 'dormitory' }),
    ]);
    const done = {
      ...after(timed, 'Completed', entry('complete', 'Completed', 'keeper'), 'keeper'),
      minutes: 30,
    };
    // Started 08:35, done at 09:00: 25 real minutes.
    expect(effectsOf('complete', timed, done).stats).toEqual([
      expect.objectContaining({ kind: 'completed', minutes: 30, roomTypeId: 'twin', realMinutes: 25 }),
    ]);
  });
});
