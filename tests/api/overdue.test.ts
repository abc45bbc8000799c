/**
 * Overdue requests through the real handlers at a fixed clock (issue 15): a Pending request past its time
 * and the hostel's grace, a Scheduled one past its day, and neither a moment before; the route's calls
 * are the same at 10 and at very many stored requests; the scheduled job tells each admin once.
 */
import { defaultAlerts } from '#shared/hostel-alerts';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequests } from '../helpers/seed-requests';

// Auckland is on NZDT (UTC+13) in January: 09:00 there on Wednesday 2030-01-16 is 20:00 UTC on the 15th.
const start = new Date('2030-01-15T20:00:00Z');
/** The instant Auckland's clock shows `time` on `date`. */
const auckland = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+13:00`));

async function hostelWith(settings: Record<string, unknown>) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const set = await invoke('updateHostelSettings', { token: admin.token, body: settings });
  if (set.status !== 200) throw new Error(`settings refused: ${set.text}`);
  const keeper = await makeUser('roomkeeper', hostel);
  const student = await makeUser('student', hostel);
  return { hostel, admin, keeper, student };
}

async function create(student: Account, date: string, time: string) {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '7', floor: '2', date, time },
  });
  if (answer.status !== 201) throw new Error(`create refused: ${answer.text}`);
  return answer.body.request as { _id: string };
}

/** A session of `account` signed now: sessions last 12 hours, and these tests move the clock by days. */
async function now(account: Account): Promise<string> {
  const login = await invoke('authLogin', {
    body: { email: account.email, password: testPassword, role: account.role },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return login.body.authToken as string;
}

const overdueIds = async (admin: Account) => {
  const answer = await invoke('overdueRequests', { token: await now(admin) });
  expect(answer.status).toBe(200);
  return (answer.body.items as { _id: string }[]).map((item) => item._id);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the overdue grace and the morning mail hour', () => {
  it('are answered at their defaults, and change alone without touching the request rules', async () => {
    const admin = await makeUser('admin', await makeHostel());

    const before = await invoke('hostelSettings', { token: admin.token });
    const changed = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { overdueGraceMinutes: 30, digestHour: null },
    });
    const { getSettings } = await import('#functions/data/hostel-settings');

    expect(before.body).toMatchObject(defaultAlerts);
    expect(changed).toMatchObject({ status: 200, body: { overdueGraceMinutes: 30, digestHour: null } });
    expect((await getSettings(admin.hostelId)).rulesVersion).toBe(0);
  });

  it.each([
    ['a negative grace', { overdueGraceMinutes: -1 }, 'overdueGraceMinutes'],
    ['a grace over two days', { overdueGraceMinutes: 2881 }, 'overdueGraceMinutes'],
    ['a grace of part of a minute', { overdueGraceMinutes: 1.5 }, 'overdueGraceMinutes'],
    ['a grace given as text', { overdueGraceMinutes: '120' }, 'overdueGraceMinutes'],
    ['a mail hour of 24', { digestHour: 24 }, 'digestHour'],
    ['a negative mail hour', { digestHour: -1 }, 'digestHour'],
    ['a mail hour given as text', { digestHour: 'off' }, 'digestHour'],
  ])('refuse %s with 400 input.invalid naming the field', async (_, body, path) => {
    const admin = await makeUser('admin', await makeHostel());

    const answer = await invoke('updateHostelSettings', { token: admin.token, body });
    const read = await invoke('hostelSettings', { token: admin.token });

    expect(answer).toMatchObject({ status: 400, body: { code: 'input.invalid', errors: [{ path }] } });
    expect(read.body).toMatchObject(defaultAlerts);
  });
});

describe('a request is overdue', () => {
  it('when Pending past its date and time plus the grace, not a minute before', async () => {
    const { admin, student } = await hostelWith({ timeZone: 'Pacific/Auckland', overdueGraceMinutes: 120 });
    const request = await create(student, '2030-01-17', '10:00');

    vi.setSystemTime(auckland('2030-01-17', '12:00'));
    const atGraceEnd = await overdueIds(admin);
    vi.setSystemTime(auckland('2030-01-17', '12:01'));
    const past = await invoke('overdueRequests', { token: await now(admin) });

    expect(atGraceEnd).toEqual([]);
    expect(past.body).toMatchObject({
      count: 1,
      more: false,
      pendingBefore: '2030-01-17#10:01',
      scheduledBefore: '2030-01-17',
      items: [{ _id: request._id, requestStatus: 'Pending', date: '2030-01-17', time: '10:00' }],
    });
  });

  it("when Scheduled and its day has ended on the hostel's clock without completion", async () => {
    const { admin, keeper, student } = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const request = await create(student, '2030-01-17', '10:00');
    await invoke('allotRequest', { token: admin.token, body: { id: request._id, roomKeeperId: keeper.id } });

    vi.setSystemTime(auckland('2030-01-17', '23:59'));
    const lastMinute = await overdueIds(admin);
    vi.setSystemTime(auckland('2030-01-18', '00:00'));
    const nextDay = await overdueIds(admin);

    expect(lastMinute).toEqual([]);
    expect(nextDay).toEqual([request._id]);
  });

  it('by its own hostel only, and no more once completed', async () => {
    const first = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const other = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const request = await create(first.student, '2030-01-16', '10:00');
    await invoke('allotRequest', {
      token: first.admin.token,
      body: { id: request._id, roomKeeperId: first.keeper.id },
    });

    vi.setSystemTime(auckland('2030-01-17', '08:00'));
    const late = await overdueIds(first.admin);
    const otherHostel = await overdueIds(other.admin);
    await invoke('completeRequest', {
      token: await now(first.keeper),
      body: { id: request._id, timeIn: '10:00', timeOut: '10:30' },
    });
    const done = await overdueIds(first.admin);

    expect({ late, otherHostel, done }).toEqual({ late: [request._id], otherHostel: [], done: [] });
  });
});

describe('the overdue list at scale', () => {
  it('makes the same calls with 10 stored requests as with very many', { timeout: 1_800_000 }, async () => {
    const { hostel, admin, keeper, student } = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const late = await create(student, '2030-01-16', '10:00');
    const owners = { hostelId: hostel.id, student, keeper };
    vi.setSystemTime(auckland('2030-01-17', '08:00'));

    await storeRequests(10, owners);
    const token = await now(admin);
    const few = await callsOf('overdueRequests', { token });
    const fewIds = await overdueIds(admin);
    await storeRequests(Number(process.env.SCALE_REQUESTS ?? 3000), owners);
    const many = await callsOf('overdueRequests', { token });
    const manyIds = await overdueIds(admin);

    expect(few).toEqual({ status: 200, commands: ['GetItem', 'GetItem', 'Query', 'Query'] });
    expect(many).toEqual(few);
    expect(fewIds).toEqual([late._id]);
    expect(manyIds).toEqual([late._id]);
  });
});

describe('the scheduled job', () => {
  it('tells each admin once of each newly overdue request, in their notification list', async () => {
    const { hostel, admin, student } = await hostelWith({ timeZone: 'Pacific/Auckland' });
    const secondAdmin = await makeUser('admin', hostel);
    const late = await create(student, '2030-01-16', '10:00');
    await create(student, '2030-01-20', '10:00');
    const { tellOverdue } = await import('#functions/domain/overdue-notices');
    const { runHostels } = await import('#functions/domain/run-hostels');

    const now = auckland('2030-01-17', '08:00');
    const first = await tellOverdue(await runHostels(), now);
    const second = await tellOverdue(await runHostels(), now);
    const notes = async (account: Account) =>
      (await invoke('listNotifications', { token: account.token })).body.items.filter(
        (note: { kind: string }) => note.kind === 'overdue',
      );

    expect(first.find((entry) => entry.hostelId === hostel.id)?.told).toBe(1);
    expect(second.find((entry) => entry.hostelId === hostel.id)?.told).toBe(0);
    for (const reader of [admin, secondAdmin]) {
      expect(await notes(reader)).toEqual([
        expect.objectContaining({ kind: 'overdue', requestId: late._id, date: '2030-01-16', read: false }),
      ]);
    }
    expect((await invoke('listNotifications', { token: admin.token })).body.unread).toBe(1);
  });
});
