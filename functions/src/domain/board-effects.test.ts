/**
 * What `effectsOf` moves on the room board: a request on a room moves its room's day entry by what it
 * counts after less before; an overdue notice raises the mark once; a Done records who cleaned; a
 * reschedule moves the count to the new date; a request without a room moves no entry.
 */
import type { HistoryEntry } from '#shared/domain';

import { type Before, effectsOf } from './effects';

const at = '2030-03-05T09:00:00.000Z';
const onRoom: Before = {
  _id: 'request',
  studentId: 'student',
  hostelId: 'hostel',
  requestStatus: 'Scheduled',
  roomKeeperId: 'keeper',
  roomkeeper: 'Kim',
  date: '2030-03-05',
  floor: '1',
  time: '10:00',
  createdAt: '2030-03-01T08:00:00.000Z',
  roomId: 'room',
  roomPlace: 'a#000000001#000000101',
};
const entry = (action: HistoryEntry['action'], status: HistoryEntry['status']): HistoryEntry => ({
  at,
  by: 'keeper',
  byName: 'Kim',
  action,
  status,
});

const boards = (effects: ReturnType<typeof effectsOf>) =>
  effects.counters.boards.map(({ date, counts, cleaned }) => ({ date, counts, cleaned }));

describe('the room board in effectsOf', () => {
  it('moves a Done from scheduled to cleaned and records who cleaned', () => {
    const done = {
      ...onRoom,
      requestStatus: 'Completed' as const,
      history: [entry('complete', 'Completed')],
    };
    expect(boards(effectsOf('complete', onRoom, done))).toEqual([
      {
        date: '2030-03-05',
        counts: expect.objectContaining({ scheduled: -1, cleaned: 1, inProgress: 0 }),
        cleaned: { requestId: 'request', at, keeperId: 'keeper', keeperName: 'Kim' },
      },
    ]);
  });

  it('raises the overdue mark once on a notice, and moves nothing else', () => {
    expect(boards(effectsOf('notice', onRoom, onRoom))).toEqual([
      {
        date: '2030-03-05',
        counts: expect.objectContaining({ overdue: 1, scheduled: 0 }),
        cleaned: undefined,
      },
    ]);
  });

  it('moves a rescheduled request from its old date to its new one', () => {
    const moved = { ...onRoom, date: '2030-03-07', history: [entry('move', 'Scheduled')] };
    expect(boards(effectsOf('reschedule', onRoom, moved))).toEqual([
      { date: '2030-03-07', counts: expect.objectContaining({ scheduled: 1 }), cleaned: undefined },
      { date: '2030-03-05', counts: expect.objectContaining({ scheduled: -1 }), cleaned: undefined },
    ]);
  });

  it('marks the day of a schedule’s clean from its making, through its Done, until it is skipped', () => {
    const regular: Before = { ...onRoom, requestStatus: 'Pending', recurrenceId: 'schedule' };
    const made = boards(effectsOf('create', undefined, regular));
    expect(made).toEqual([
      {
        date: '2030-03-05',
        counts: expect.objectContaining({ requested: 1, regular: 1 }),
        cleaned: undefined,
      },
    ]);
    const scheduled = { ...regular, requestStatus: 'Scheduled' as const };
    const done = {
      ...scheduled,
      requestStatus: 'Completed' as const,
      history: [entry('complete', 'Completed')],
    };
    expect(boards(effectsOf('complete', scheduled, done))[0]!.counts).toMatchObject({
      cleaned: 1,
      regular: 0,
    });
    const skipped = { ...regular, requestStatus: 'Rejected' as const, history: [entry('skip', 'Rejected')] };
    expect(boards(effectsOf('adminReject', regular, skipped))[0]!.counts).toMatchObject({
      requested: -1,
      regular: -1,
    });
    const moved = { ...regular, date: '2030-03-07', history: [entry('move', 'Pending')] };
    expect(
      boards(effectsOf('reschedule', regular, moved)).map(({ date, counts }) => [date, counts.regular]),
    ).toEqual([
      ['2030-03-07', 1],
      ['2030-03-05', -1],
    ]);
    // A student's own request marks nothing.
    expect(
      boards(effectsOf('create', undefined, { ...regular, recurrenceId: undefined }))[0]!.counts,
    ).toMatchObject({
      regular: 0,
    });
  });

  it('moves no entry for a request made before rooms', () => {
    const { roomId: _room, roomPlace: _place, ...without } = onRoom;
    expect(boards(effectsOf('notice', without, without))).toEqual([]);
    expect(boards(effectsOf('adminReject', without, { ...without, requestStatus: 'Rejected' }))).toEqual([]);
  });
});
