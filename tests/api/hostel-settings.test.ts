/**
 * A hostel's settings through the real handlers: the admin reads and changes them, each rule refuses what
 * it should with a code naming it, "today" is the hostel's own, and a create holds to the rules it read.
 * The clock stands at one instant for the whole file (`Date` only), so "today" is exact in every zone.
 */
import { defaultAlerts } from '#shared/hostel-alerts';
import { messages } from '#shared/messages';
import { defaultRules } from '#shared/request-rules';
import { defaultRetention } from '#shared/retention';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

// 20:00 UTC on a Tuesday: already Wednesday 09:00 in Auckland (NZDT), still Tuesday 12:00 in Los Angeles.
const instant = new Date('2030-01-15T20:00:00Z');

async function hostelWith(settings: Record<string, unknown>) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const set = await invoke('updateHostelSettings', { token: admin.token, body: settings });
  if (set.status !== 200) throw new Error(`settings refused: ${set.text}`);
  const student = await makeUser('student', hostel);
  return { admin, student };
}

const create = (student: Account, date: string, time = '10:00') =>
  invoke('createRequest', { token: student.token, body: { room: '4', floor: '1', date, time } });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: instant });
});

afterAll(() => {
  vi.useRealTimers();
});

describe('the settings routes', () => {
  it('answer the defaults for a hostel whose admin never chose', async () => {
    const admin = await makeUser('admin', await makeHostel());

    const answer = await invoke('hostelSettings', { token: admin.token });

    expect(answer).toMatchObject({ status: 200, body: { ...defaultRules, registration: 'approval' } });
  });

  it('change only what the body names, and answer all the settings as they now are', async () => {
    const admin = await makeUser('admin', await makeHostel());

    const first = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { timeZone: 'Europe/Berlin', hours: { from: '08:00', to: '18:00', step: 30 } },
    });
    const second = await invoke('updateHostelSettings', { token: admin.token, body: { openLimit: 5 } });
    const read = await invoke('hostelSettings', { token: admin.token });

    expect(first.body).toMatchObject({ timeZone: 'Europe/Berlin', openLimit: 3 });
    expect(second.body).toEqual({
      ...defaultRules,
      ...defaultAlerts,
      // Issue 34: closed requests and the audit log kept 24 months each, while never set.
      ...defaultRetention,
      timeZone: 'Europe/Berlin',
      hours: { from: '08:00', to: '18:00', step: 30 },
      openLimit: 5,
      registration: 'approval',
      // Issue 30: a roomkeeper's minutes a day, the default while never set.
      keeperMinutesPerDay: 420,
      // Issue 32: no photo needed on Done, photos kept 180 days, while never set.
      photoRequired: false,
      photoRetentionDays: 180,
    });
    expect(read.body).toEqual(second.body);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['hours that end before they start', { hours: { from: '18:00', to: '08:00', step: 30 } }, 'hours.to'],
    ['a step off the 5-minute grid', { hours: { from: '08:00', to: '18:00', step: 7 } }, 'hours.step'],
    ['every day of the week closed', { closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, 'closedWeekdays'],
    ['an open-request limit of 0', { openLimit: 0 }, 'openLimit'],
    ['days ahead of 0', { daysAhead: 0 }, 'daysAhead'],
    ['a closed date that is no date', { closedDates: ['2030-02-30'] }, 'closedDates.0'],
  ])('refuse %s with 400 input.invalid naming the field', async (_, body, path) => {
    const admin = await makeUser('admin', await makeHostel());

    const answer = await invoke('updateHostelSettings', { token: admin.token, body });
    const read = await invoke('hostelSettings', { token: admin.token });

    expect(answer).toMatchObject({ status: 400, body: { code: 'input.invalid', errors: [{ path }] } });
    expect(read.body).toMatchObject({ ...defaultRules });
  });
});

describe('the time zone', () => {
  it.each([
    ['utc', 'UTC'],
    ['europe/berlin', 'Europe/Berlin'],
    ['AMERICA/los_ANGELES', 'America/Los_Angeles'],
    ['Pacific/Auckland', 'Pacific/Auckland'],
  ])('is stored as Intl spells it: %s as %s', async (typed, canonical) => {
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const admin = await makeUser('admin', await makeHostel());

    const answer = await invoke('updateHostelSettings', { token: admin.token, body: { timeZone: typed } });
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.hostel(admin.hostelId) }),
    );

    expect([answer.status, answer.body.timeZone]).toEqual([200, canonical]);
    expect(Item?.timeZone).toBe(canonical);
  });
});

describe("a hostel's today", () => {
  it('is the date on its own clock: Auckland and Los Angeles differ at the same instant', async () => {
    const auckland = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const losAngeles = await hostelWith({ timeZone: 'America/Los_Angeles' });

    const aucklandYesterday = await create(auckland.student, '2030-01-15');
    const aucklandToday = await create(auckland.student, '2030-01-16');
    // Noon there: a time later today (a time already past today is refused, `time-rules.test.ts`).
    const losAngelesToday = await create(losAngeles.student, '2030-01-15', '13:00');

    expect(aucklandYesterday).toMatchObject({
      status: 400,
      body: { code: 'request.dateInPast', errors: [{ path: 'date', message: messages.dateInPast }] },
    });
    expect(aucklandToday.status).toBe(201);
    expect(losAngelesToday.status).toBe(201);
  });

  it('counts the days ahead from its own today', async () => {
    const auckland = await hostelWith({ timeZone: 'Pacific/Auckland', daysAhead: 2 });
    const losAngeles = await hostelWith({ timeZone: 'America/Los_Angeles', daysAhead: 2 });

    expect((await create(auckland.student, '2030-01-18')).status).toBe(201);
    expect((await create(losAngeles.student, '2030-01-18')).body.code).toBe('request.dateTooFar');
    expect((await create(losAngeles.student, '2030-01-17')).status).toBe(201);
  });
});

describe('each rule refuses what it should', () => {
  it('the open-request limit: 409 request.openLimit past it', async () => {
    const { student } = await hostelWith({ openLimit: 1 });

    const first = await create(student, '2030-01-16');
    const second = await create(student, '2030-01-17');

    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { code: 'request.openLimit' } });
  });

  it('one request per date: 409 request.dateTaken while on, two on a date once off', async () => {
    const on = await hostelWith({});
    const off = await hostelWith({ onePerDate: false });

    expect((await create(on.student, '2030-01-16')).status).toBe(201);
    expect((await create(on.student, '2030-01-16', '11:00')).body.code).toBe('request.dateTaken');
    expect((await create(off.student, '2030-01-16')).status).toBe(201);
    expect((await create(off.student, '2030-01-16', '11:00')).status).toBe(201);
  });

  it('the cleaning hours and their step: 400 request.timeOutsideHours and request.timeOffStep', async () => {
    const { student } = await hostelWith({ hours: { from: '09:00', to: '12:00', step: 30 } });

    const early = await create(student, '2030-01-16', '08:30');
    const late = await create(student, '2030-01-16', '12:30');
    const offStep = await create(student, '2030-01-16', '09:45');
    const last = await create(student, '2030-01-16', '12:00');

    expect(early).toMatchObject({
      status: 400,
      body: {
        code: 'request.timeOutsideHours',
        errors: [{ path: 'time', message: messages.timeOutsideHours }],
      },
    });
    expect(late.body.code).toBe('request.timeOutsideHours');
    expect(offStep).toMatchObject({ status: 400, body: { code: 'request.timeOffStep' } });
    expect(last.status).toBe(201);
  });

  it('the weekly days without cleaning and the closed dates: 400 request.dayClosed and request.dateClosed', async () => {
    // 2030-01-19 is a Saturday, 2030-01-20 a Sunday.
    const { student } = await hostelWith({ closedWeekdays: [6, 0], closedDates: ['2030-01-17'] });

    const saturday = await create(student, '2030-01-19');
    const sunday = await create(student, '2030-01-20');
    const closed = await create(student, '2030-01-17');
    const open = await create(student, '2030-01-18');

    expect(saturday).toMatchObject({
      status: 400,
      body: { code: 'request.dayClosed', errors: [{ path: 'date', message: messages.dayClosed }] },
    });
    expect(sunday.body.code).toBe('request.dayClosed');
    expect(closed).toMatchObject({ status: 400, body: { code: 'request.dateClosed' } });
    expect(open.status).toBe(201);
  });

  it("a student's rules route answers their hostel's rules, for the form", async () => {
    const { student } = await hostelWith({ timeZone: 'Asia/Tokyo', closedWeekdays: [0] });

    const answer = await invoke('requestRules', { token: student.token });

    expect(answer).toMatchObject({ status: 200, body: { timeZone: 'Asia/Tokyo', closedWeekdays: [0] } });
  });
});

describe('a create under rules that changed after it read them', () => {
  it('is refused with rulesChanged, and nothing is stored', async () => {
    const { admin, student } = await hostelWith({ openLimit: 2 });
    const { getSettings } = await import('#functions/data/hostel-settings');
    const { getUser } = await import('#functions/data/users');
    const { CreateRefused, createRequest } = await import('#functions/data/requests');
    const { createParts } = await import('#functions/domain/request-create');
    const read = await getSettings(student.hostelId);
    const user = await getUser(student.id);
    if (!user) throw new Error('fixture missing');

    // The admin lowers the limit after the create read the rules, before it commits.
    await invoke('updateHostelSettings', { token: admin.token, body: { openLimit: 1 } });
    const stale = createRequest(
      user,
      { room: '4', floor: '1', date: '2030-01-16', time: '10:00' },
      { openLimit: read.rules.openLimit, onePerDate: true, rulesVersion: read.rulesVersion },
      createParts(user, read.rules.timeZone),
    );

    await expect(stale).rejects.toEqual(new CreateRefused('rulesChanged'));
    const list = await invoke('listRequests', { token: student.token });
    expect(list.body.items).toEqual([]);
  });
});
