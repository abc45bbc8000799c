/**
 * `effectsOf` for each change of a request: what it derives from the request before and after must be the
 * deltas each workflow used to write by hand (issue 29) — counters per user, the hostel's, the keepers'
 * loads, unread notifications, the freed date and what the analytics count.
 */
import type { RequestStatus } from '#shared/status';
import { after, allottedAt, at, entry, pending, scheduled } from '#tests/helpers/domain-requests';

import type { CounterEffects } from '../data/effect-writes';
import type { Note } from '../data/notifications';
import { type Change, effectsOf } from './effects';

const note = (to: string, kind: Note['kind']): Note => ({ to, kind });
/** A request allotted before effort existed carries no minutes: its load moves none. */
const noMinutes = { minutes: 0, doneMinutes: 0 };

const moves = (counters: CounterEffects) =>
  Object.fromEntries(
    [...counters.users.keys()]
      .map((id) => [id, counters.movesOf(id)] as const)
      .filter(([, moved]) => Object.keys(moved).length > 0),
  );

describe('effectsOf', () => {
  const cases: {
    name: string;
    change: Change;
    before: typeof pending | typeof scheduled;
    after: ReturnType<typeof after> | undefined;
    notes: Note[];
    users: Record<string, Record<string, number>>;
    loads: { scheduled: number; completed: number }[];
    hostel?: Record<string, number>;
    frees: boolean;
    stats: string[];
  }[] = [
    {
      name: 'allot',
      change: 'allot',
      before: pending,
      after: after(pending, 'Scheduled', entry('allot', 'Scheduled'), 'keeper'),
      notes: [note('student', 'allotted'), note('keeper', 'assigned'), note('admin', 'done')],
      users: { keeper: { scheduled: 1, unreadNotes: 1 }, student: { scheduled: 1, unreadNotes: 1 } },
      loads: [{ scheduled: 1, completed: 0 }],
      frees: false,
      stats: ['allotted'],
    },
    {
      name: 'an admin’s reject of a Scheduled request',
      change: 'adminReject',
      before: scheduled,
      after: { ...after(scheduled, 'Rejected', entry('reject', 'Rejected')), roomKeeperId: 'keeper' },
      notes: [note('student', 'rejected'), note('keeper', 'takenAway'), note('admin', 'done')],
      users: {
        student: { openRequests: -1, scheduled: -1, unreadNotes: 1 },
        keeper: { scheduled: -1, unreadNotes: 1 },
      },
      loads: [{ scheduled: -1, completed: 0 }],
      frees: true,
      stats: ['rejected'],
    },
    {
      name: 'a student’s delete',
      change: 'delete',
      before: pending,
      after: undefined,
      notes: [note('student', 'done')],
      users: { student: { requests: -1, openRequests: -1 } },
      loads: [],
      frees: true,
      stats: ['withdrawn'],
    },
    {
      name: 'start',
      change: 'start',
      before: scheduled,
      after: after(scheduled, 'Scheduled', entry('start', 'Scheduled', 'keeper'), 'keeper'),
      notes: [],
      users: {},
      loads: [],
      frees: false,
      stats: [],
    },
    {
      name: 'a keeper’s reject',
      change: 'keeperReject',
      before: scheduled,
      after: after(scheduled, 'Pending', entry('reject', 'Pending', 'keeper')),
      notes: [note('student', 'turnedBack'), note('admin', 'needsReallot'), note('keeper', 'done')],
      users: {
        student: { scheduled: -1, unreadNotes: 1 },
        keeper: { scheduled: -1 },
        admin: { unreadNotes: 1 },
      },
      loads: [{ scheduled: -1, completed: 0 }],
      frees: false,
      stats: ['turnedBack'],
    },
    {
      name: 'complete',
      change: 'complete',
      before: scheduled,
      after: after(scheduled, 'Completed', entry('complete', 'Completed', 'keeper'), 'keeper'),
      notes: [note('student', 'completed'), note('keeper', 'done')],
      users: {
        keeper: { scheduled: -1, completed: 1 },
        student: { openRequests: -1, scheduled: -1, completed: 1, unreadNotes: 1 },
      },
      loads: [{ scheduled: -1, completed: 1 }],
      hostel: { completed: 1 },
      frees: false,
      stats: ['completed'],
    },
    {
      name: 'a removed keeper’s release',
      change: 'release',
      before: scheduled,
      after: after(scheduled, 'Pending', entry('release', 'Pending')),
      notes: [note('student', 'released')],
      users: { student: { scheduled: -1, unreadNotes: 1 }, keeper: { scheduled: -1 } },
      loads: [{ scheduled: -1, completed: 0 }],
      frees: false,
      stats: ['released'],
    },
  ];

  it.each(cases)('derives the deltas of $name', (c) => {
    const effects = effectsOf(c.change, c.before, c.after, c.notes);

    expect(moves(effects.counters)).toEqual(c.users);
    expect(effects.counters.loads.map(({ scheduled, completed }) => ({ scheduled, completed }))).toEqual(
      c.loads,
    );
    const hostel = Object.fromEntries(
      Object.entries(effects.counters.hostels.get('hostel') ?? {}).filter(([, by]) => by !== 0),
    );
    expect(hostel).toEqual(c.hostel ?? {});
    expect(effects.freedDate).toEqual(c.frees ? { studentId: 'student', date: pending.date } : undefined);
    expect(effects.stats.map((event) => event.kind)).toEqual(c.stats);
  });

  it('counts a new request for its student, as created on its own day, and frees no date', () => {
    const effects = effectsOf('create', undefined, pending, [note('student', 'done')]);

    expect(moves(effects.counters)).toEqual({ student: { requests: 1, openRequests: 1 } });
    expect(effects.counters.loads).toEqual([]);
    expect(effects.freedDate).toBeUndefined();
    expect(effects.stats).toEqual([{ kind: 'created', at, floor: '2', time: '10:00' }]);
  });

  it.each([
    ['with a complaint', true, { ratingSum: 4, ratingCount: 1, complaints: 1, unreadNotes: 1 }],
    ['without one', false, { ratingSum: 4, ratingCount: 1, unreadNotes: 1 }],
  ])('counts a rating %s for the keeper who cleaned, and tells them', (_name, complaint, keeper) => {
    const completed = after(scheduled, 'Completed', entry('complete', 'Completed', 'keeper'), 'keeper');
    const rated = { ...completed, rating: { stars: 4, complaint, at } };

    const effects = effectsOf('rate', completed, rated, [note('keeper', 'rated'), note('student', 'done')]);

    expect(moves(effects.counters)).toEqual({ keeper });
    expect(effects.counters.loads).toEqual([]);
    expect(effects.stats).toEqual([{ kind: 'rated', at, keeperId: 'keeper', stars: 4, complaint }]);
  });

  it('moves only the unread counts of a notice, and counts nothing in the analytics', () => {
    const effects = effectsOf('notice', scheduled, scheduled, [
      note('admin', 'overdue'),
      note('boss', 'overdue'),
    ]);

    expect(moves(effects.counters)).toEqual({ admin: { unreadNotes: 1 }, boss: { unreadNotes: 1 } });
    expect(effects.counters.loads).toEqual([]);
    expect(effects.stats).toEqual([]);
    expect(effects.freedDate).toBeUndefined();
  });

  it('takes a released allotment back from the keeper it was counted for, on the allotment’s day', () => {
    const effects = effectsOf('release', scheduled, after(scheduled, 'Pending', entry('release', 'Pending')));

    expect(effects.stats).toEqual([
      {
        kind: 'released',
        keeperId: 'keeper',
        allottedAt,
        createdAt: pending.createdAt,
        floor: '2',
        time: '10:00',
      },
    ]);
  });
});

describe('effectsOf a reschedule (issue 28)', () => {
  const movedTo = (before: typeof scheduled, status: RequestStatus, keeper?: string) => ({
    ...after(before, status, entry('move', status, 'student'), keeper),
    date: '2030-03-07',
    time: '15:00',
  });

  it('moves the keeper’s load and the student’s date lock to the new day, and counts the new time', () => {
    const effects = effectsOf('reschedule', scheduled, movedTo(scheduled, 'Scheduled', 'keeper'), [
      note('keeper', 'moved'),
    ]);

    expect(moves(effects.counters)).toEqual({ keeper: { unreadNotes: 1 } });
    expect(effects.counters.loads).toEqual([
      { keeperId: 'keeper', date: '2030-03-07', floor: '2', scheduled: 1, completed: 0, ...noMinutes },
      { keeperId: 'keeper', date: '2030-03-05', floor: '2', scheduled: -1, completed: 0, ...noMinutes },
    ]);
    expect(effects.freedDate).toEqual({ studentId: 'student', date: '2030-03-05' });
    expect(effects.takenDate).toEqual({ studentId: 'student', date: '2030-03-07' });
    expect(effects.stats.map((event) => event.kind)).toEqual(['withdrawn', 'created']);
  });

  it('gives the request back to the queue when the keeper is off: their load and counter drop', () => {
    const effects = effectsOf('reschedule', scheduled, movedTo(scheduled, 'Pending'), [
      note('keeper', 'movedOff'),
    ]);

    expect(moves(effects.counters)).toEqual({
      keeper: { scheduled: -1, unreadNotes: 1 },
      student: { scheduled: -1 },
    });
    expect(effects.counters.loads).toEqual([
      { keeperId: 'keeper', date: '2030-03-05', floor: '2', scheduled: -1, completed: 0, ...noMinutes },
    ]);
    expect(effects.stats.map((event) => event.kind)).toEqual(['withdrawn', 'created', 'released']);
  });

  it('keeps the lock where it is when only the time moves', () => {
    const sameDay = { ...movedTo(scheduled, 'Scheduled', 'keeper'), date: scheduled.date };
    const effects = effectsOf('reschedule', scheduled, sameDay);

    expect(effects.freedDate).toBeUndefined();
    expect(effects.takenDate).toBeUndefined();
    expect(effects.counters.loads).toEqual([]);
  });
});

describe('effectsOf, for an admin’s request for a room (issue 30: no student)', () => {
  const roomOnly = { ...pending, studentId: '' };
  const scheduledRoom = { ...scheduled, studentId: '' };

  it('counts for no student on its creation, and tells no one but the admin', () => {
    const effects = effectsOf('create', undefined, roomOnly, [note('', 'allotted'), note('admin', 'done')]);
    expect(moves(effects.counters)).toEqual({});
    expect(effects.counters.users.has('')).toBe(false);
    expect(effects.stats.map((event) => event.kind)).toEqual(['created']);
  });

  it('moves its keeper’s counters as any request, and frees no student’s date', () => {
    const rejected = effectsOf(
      'adminReject',
      scheduledRoom,
      { ...after(scheduledRoom, 'Rejected', entry('reject', 'Rejected')), roomKeeperId: 'keeper' },
      [note('', 'rejected'), note('keeper', 'takenAway')],
    );
    expect(moves(rejected.counters)).toEqual({ keeper: { scheduled: -1, unreadNotes: 1 } });
    expect(rejected.freedDate).toBeUndefined();
  });
});
