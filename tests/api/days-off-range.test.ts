/**
 * Days off by range and weekly pattern (issue 28) through the real handlers over DynamoDB Local: every
 * Sunday of four weeks, a range cleared again, the cleanings already Scheduled reported per date, a repeat
 * that changes nothing, the bounds refused with their codes, and the same DynamoDB calls for one date as
 * for 92.
 */
import { weekdayOf } from '#shared/request-dates';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let otherKeeper: Account;
let student: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel, { name: 'Range Keeper' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Other Keeper' });
  student = await makeUser('student', hostel, { room: '205', floor: '2' });
});

const range = (as: Account, body: Record<string, unknown>) =>
  invoke('setDaysOffRange', { token: as.token, body: { keeperId: keeper.id, ...body } });

describe('POST /api/daysOffRange', () => {
  it('marks every Sunday of four weeks, and a repeat changes nothing', async () => {
    const from = dateIn(40);
    const to = dateIn(67);
    const sundays = Array.from({ length: 28 }, (_, i) => dateIn(40 + i)).filter((d) => weekdayOf(d) === 0);

    const first = await range(admin, { from, to, weekdays: [0], off: true });
    const again = await range(admin, { from, to, weekdays: [0], off: true });
    const listed = await invoke('daysOff', { token: keeper.token });

    expect(first.status).toBe(200);
    expect(sundays).toHaveLength(4);
    expect(first.body.changed).toEqual(sundays.map((date) => ({ date, scheduled: 0 })));
    expect(first.body.dates).toEqual(sundays);
    expect(again.body).toEqual(first.body);
    expect(listed.body.dates).toEqual(sundays);
  });

  it('clears a range, keeps the one-date way working beside it', async () => {
    await invoke('setDayOff', { token: keeper.token, body: { date: dateIn(80), off: true } });
    await range(keeper, { from: dateIn(78), to: dateIn(84), off: true });
    const cleared = await range(keeper, { from: dateIn(79), to: dateIn(84), off: false });

    expect(cleared.status).toBe(200);
    expect(cleared.body.changed).toHaveLength(6);
    expect(cleared.body.dates).toContain(dateIn(78));
    expect(cleared.body.dates.filter((date: string) => date >= dateIn(79) && date <= dateIn(84))).toEqual([]);
  });

  it('reports per date the cleanings already Scheduled to the keeper, which stay allotted', async () => {
    const request = await createVia(student, 10);
    await allotVia(admin, request, keeper);

    const answer = await range(admin, { from: dateIn(9), to: dateIn(11), off: true });
    const still = await invoke('listRequests', { token: keeper.token, query: { status: 'Scheduled' } });

    expect(answer.status).toBe(200);
    expect(answer.body.changed).toEqual([
      { date: dateIn(9), scheduled: 0 },
      { date: request.date, scheduled: 1 },
      { date: dateIn(11), scheduled: 0 },
    ]);
    expect(still.body.items.map((item: { _id: string }) => item._id)).toContain(request._id);
  });

  it('refuses a range over 92 days, one with no date on its weekdays, a reversed one and the past', async () => {
    const tooLong = await range(admin, { from: dateIn(1), to: dateIn(93), off: true });
    const longest = await range(admin, { from: dateIn(100), to: dateIn(191), off: true });
    const noDates = await range(admin, {
      from: dateIn(5),
      to: dateIn(5),
      weekdays: [(weekdayOf(dateIn(5)) + 1) % 7],
      off: true,
    });
    const reversed = await range(admin, { from: dateIn(6), to: dateIn(5), off: true });
    const past = await range(admin, { from: dateIn(-3), to: dateIn(2), off: true });
    const badWeekday = await range(admin, { from: dateIn(3), to: dateIn(5), weekdays: [7], off: true });

    expect(tooLong).toMatchObject({ status: 400, body: { code: 'dayOff.rangeTooLong' } });
    expect(longest.status).toBe(200);
    expect(longest.body.changed).toHaveLength(92);
    expect(noDates).toMatchObject({ status: 400, body: { code: 'dayOff.noDates' } });
    expect(reversed).toMatchObject({ status: 400, body: { code: 'request.dateRange' } });
    expect(past).toMatchObject({ status: 400, body: { code: 'dayOff.dateInPast' } });
    expect(badWeekday).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
  });

  it('lets a keeper change only their own days', async () => {
    const answer = await invoke('setDaysOffRange', {
      token: otherKeeper.token,
      body: { keeperId: keeper.id, from: dateIn(3), to: dateIn(4), off: true },
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'auth.identityMismatch' } });
  });

  it('makes the same DynamoDB calls for one date as for 92', async () => {
    const one = await callsOf('setDaysOffRange', {
      token: admin.token,
      body: { keeperId: otherKeeper.id, from: dateIn(200), to: dateIn(200), off: true },
    });
    const quarter = await callsOf('setDaysOffRange', {
      token: admin.token,
      body: { keeperId: otherKeeper.id, from: dateIn(201), to: dateIn(292), off: true },
    });
    expect(one).toEqual({
      status: 200,
      commands: ['GetItem', 'GetItem', 'BatchGetItem', 'TransactWriteItems', 'Query'],
    });
    expect(quarter).toEqual(one);
  });
});
