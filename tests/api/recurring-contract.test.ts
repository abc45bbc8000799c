/**
 * The recurring routes as a contract (issue 31), as `contract.test.ts` does for the others: every answer
 * of a scripted story over DynamoDB Local parses with its route's declared schema for that status, every
 * refusal is an `ErrorAnswer` whose code has that status, and each route of the group answered a success.
 */
import { randomUUID } from 'node:crypto';

import { recurringRoutes } from '#shared/route-table/recurring';

import { contractStory } from '../helpers/contract';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { recurrenceBody } from '../helpers/recurrences';

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

    expect([...seen].sort()).toEqual(Object.keys(recurringRoutes).sort());
    expect([...refusals].sort()).toEqual(
      [
        'recurrence.changed',
        'recurrence.notFound',
        'room.notFound',
        'room.typeUnknown',
        'input.invalid',
      ].sort(),
    );
  });
});
