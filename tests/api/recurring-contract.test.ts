/**
 * The recurring routes as a contract (issue 31), as `contract.test.ts` does for the others: every answer
 * of a scripted story over DynamoDB Local parses with its route's declared schema for that status, every
 * refusal is an `ErrorAnswer` whose code has that status, and each route of the group answered a success.
 */
import { randomUUID } from 'node:crypto';

import { addDays } from '#shared/request-dates';
import { recurringRoutes } from '#shared/route-table/recurring';

import { contractStory } from '../helpers/contract';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { recurrenceBody, residentClean } from '../helpers/recurrences';

const { call, seen, refusals } = contractStory();

let admin: Account;

beforeAll(async () => {
  admin = await makeUser('admin', await makeHostel());
});

describe('the recurring routes answer as the table says', () => {
  it('on success and refusal alike, every route of the group', async () => {
    const token = admin.token;
    const room = await invoke('createRoom', {
      token,
      body: { building: 'C', floor: '1', number: '1', typeId: 'single' },
    });
    const body = recurrenceBody({
      target: { kind: 'room', roomId: room.body.id },
      minutes: 30,
      end: '2027-12-31',
    });
    const made = await call('createRecurrence', { token, body });
    expect(made.status).toBe(201);
    await call('listRecurrences', { token });
    await call('previewRecurrence', {
      token,
      body: recurrenceBody({ cadence: { kind: 'monthly', day: 31 } }),
    });
    const id = made.body.recurrence._id;
    await call('updateRecurrence', { token, body: { id, version: 1, ...body, paused: true } });
    await call('updateRecurrence', { token, body: { id, version: 1, paused: false } });
    await call('updateRecurrence', { token, body: { id: randomUUID(), version: 1, paused: false } });
    await call('createRecurrence', {
      token,
      body: recurrenceBody({ target: { kind: 'room', roomId: randomUUID() } }),
    });
    await call('previewRecurrence', {
      token,
      body: recurrenceBody({ target: { kind: 'type', roomTypeId: 'none', building: 'C' } }),
    });
    await call('createRecurrence', {
      token,
      body: { ...body, cadence: { kind: 'everyNWeeks', weeks: 9, weekday: 1 } },
    });

    // A resident's side (the job made a clean of their room): listed, moved, moved out of its week, skipped.
    const hostelId = admin.hostelId;
    const student = await makeUser('student', { id: hostelId, name: admin.hostel });
    const clean = await residentClean(hostelId, student.id);
    await call('roomRecurringCleans', { token: student.token });
    const next = new Date(`${clean.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + (next.getUTCDay() === 0 ? -1 : 1));
    const sameWeek = next.toISOString().slice(0, 10);
    const moveBody = { id: clean.requestId, date: sameWeek, time: '11:00' };
    expect((await call('moveRecurringClean', { token: student.token, body: moveBody })).status).toBe(200);
    await call('moveRecurringClean', {
      token: student.token,
      body: { ...moveBody, date: addDays(clean.date, 7) },
    });
    expect(
      (await call('skipRecurringClean', { token: student.token, body: { id: clean.requestId } })).status,
    ).toBe(200);
    await call('skipRecurringClean', { token: student.token, body: { id: randomUUID() } });

    expect([...seen].sort()).toEqual(Object.keys(recurringRoutes).sort());
    expect([...refusals].sort()).toEqual(
      [
        'recurrence.changed',
        'recurrence.notFound',
        'room.notFound',
        'room.typeUnknown',
        'input.invalid',
        'recurrence.otherWeek',
        'request.notFound',
      ].sort(),
    );
  });
});
