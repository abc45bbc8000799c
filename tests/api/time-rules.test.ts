/**
 * The time rules on the hostel's clock, over the real handlers: a time already past today is refused, and
 * every way of completing (the desktop dialog's spec call, the phone's Done with a tap time) holds to one
 * rule — not before the request's day, a Time-Out not after now (with the phone's clock skew) — while Start
 * without a tap time checks the day against the server's clock. The clock is set (`Date` only).
 */
import { randomUUID } from 'node:crypto';

import { messages } from '#shared/messages';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

// 03:50 UTC on 16 January 2030: 19:50 on Tuesday the 15th in Los Angeles, the hostel's clock.
const instant = new Date('2030-01-16T03:50:00Z');
const today = '2030-01-15';
const tomorrow = '2030-01-16';

let hostelOf: { id: string; name: string };
let admin: Account;
let keeper: Account;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: instant });
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  const zone = await invoke('updateHostelSettings', {
    token: admin.token,
    body: { timeZone: 'America/Los_Angeles' },
  });
  expect(zone.status, zone.text).toBe(200);
  hostelOf = hostel;
});

afterAll(() => {
  vi.useRealTimers();
});

/** A fresh student's request (one per student and date), allotted to the keeper. */
async function scheduled(date: string, time: string) {
  const student = await makeUser('student', hostelOf);
  const made = await invoke('createRequest', {
    token: student.token,
    body: { room: '4', floor: '1', date, time },
  });
  expect(made.status, made.text).toBe(201);
  const allotted = await invoke('allotRequest', {
    token: admin.token,
    body: { id: made.body.request._id, roomKeeperId: keeper.id },
  });
  expect(allotted.status, allotted.text).toBe(200);
  return made.body.request._id as string;
}

const complete = (id: string, timeIn: string, timeOut: string, at?: string) =>
  invoke('completeRequest', {
    token: keeper.token,
    body: { id, timeIn, timeOut, ...(at ? { actionId: randomUUID(), at } : {}) },
  });

describe('a new request', () => {
  it.each([
    ['the morning of today', today, '08:00'],
    ['midnight today', today, '00:00'],
    ['a minute ago', today, '19:45'],
  ])('is refused for %s, already past on the hostel’s clock', async (_, date, time) => {
    const student = await makeUser('student', hostelOf);

    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '4', floor: '1', date, time },
    });

    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'request.timePassed',
        errors: [{ path: 'time', message: messages.timePassed }],
      },
    });
  });

  it.each([
    ['later today', today, '20:00'],
    ['this minute', today, '19:50'],
    ['tomorrow morning', tomorrow, '08:00'],
  ])('is taken for %s', async (_, date, time) => {
    const student = await makeUser('student', hostelOf);

    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '4', floor: '1', date, time },
    });

    expect(answer.status, answer.text).toBe(201);
  });
});

describe('completing', () => {
  it('is refused before the request’s day, on the desktop and on the phone alike', async () => {
    const id = await scheduled(tomorrow, '09:00');

    const desktop = await complete(id, '03:00', '03:20');
    const phone = await complete(id, '19:40', '19:45', new Date().toISOString());

    expect(desktop).toMatchObject({ status: 400, body: { code: 'action.atBeforeDay' } });
    expect(phone).toMatchObject({ status: 400, body: { code: 'action.atBeforeDay' } });
  });

  it('is refused with a Time-Out later than now, and taken within the phone’s clock skew', async () => {
    const id = await scheduled(today, '19:55');

    const late = await complete(id, '21:30', '22:00');
    const skewed = await complete(id, '19:30', '19:54');

    expect(late).toMatchObject({
      status: 400,
      body: {
        code: 'request.timeOutInFuture',
        errors: [{ path: 'timeOut', message: messages.timeOutInFuture }],
      },
    });
    expect(skewed.status, skewed.text).toBe(200);
  });

  it('is refused for a tap time in the future, and taken for one sent late on the request’s day', async () => {
    const id = await scheduled(today, '19:55');

    const ahead = await complete(id, '19:30', '19:40', new Date(instant.getTime() + 3_600_000).toISOString());
    const late = await complete(id, '19:30', '19:40', new Date(instant.getTime() - 600_000).toISOString());

    expect(ahead).toMatchObject({ status: 400, body: { code: 'action.atInFuture' } });
    expect(late.status, late.text).toBe(200);
  });

  it('of a request of an earlier day is taken once its day has come', async () => {
    const id = await scheduled(tomorrow, '08:00');
    vi.setSystemTime(new Date('2030-01-16T08:30:00Z')); // 00:30 on the 16th in Los Angeles

    try {
      const answer = await complete(id, '00:05', '00:25');

      expect(answer.status, answer.text).toBe(200);
    } finally {
      vi.setSystemTime(instant);
    }
  });
});

describe('starting', () => {
  it('without a tap time is refused before the request’s day by the server’s clock', async () => {
    const id = await scheduled(tomorrow, '10:00');
    // Two days ahead: no zone on earth has reached that day yet.
    const later = await scheduled('2030-01-17', '10:00');

    const early = await invoke('startRequest', { token: keeper.token, body: { id: later } });
    const dayOf = await invoke('startRequest', { token: keeper.token, body: { id } });

    expect(early).toMatchObject({ status: 400, body: { code: 'action.atBeforeDay' } });
    // Start keeps the phone's lenient day (some zone has reached the 16th), so the keeper may start early.
    expect(dayOf.status).toBe(200);
  });
});
