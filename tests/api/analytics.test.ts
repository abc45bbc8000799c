/**
 * The analytics (issue 16) through the real handlers over DynamoDB Local: a scripted week of requests
 * (created, allotted, turned back, rejected, withdrawn, completed, rated) in a hostel east of UTC, then the
 * answers compared with what the test counts from the stored requests themselves — per day on the hostel's
 * calendar, per keeper, floors, times and waits — and the backfill compared with the live day items. The
 * clock (`Date` only) is moved through the week.
 */
import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { countFromRequests, dayItems, waitsOf } from './analytics-expected';

const zone = 'Asia/Tokyo';
// Monday 2030-03-04, 08:00 in Tokyo (23:00 UTC the day before): the hostel's days are not UTC's.
const weekStart = Date.parse('2030-03-03T23:00:00Z');
const hour = 3_600_000;
const at = (day: number, hours: number) => weekStart + day * 24 * hour + hours * hour;
const dayIn = (instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
const range = { from: '2030-03-03', to: '2030-03-11' };

let admin: Account;
let keepers: [Account, Account];
let students: Account[];
const made: string[] = [];
const ratings: { keeperId: string; stars: number; complaint: boolean; createdAt: string }[] = [];

function ok(answer: Answer, what: string) {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function create(student: Account, date: string, time: string, floor: string): Promise<string> {
  const body = ok(
    await invoke('createRequest', { token: student.token, body: { room: '7', floor, date, time } }),
    'create',
  );
  made.push(body.request._id);
  return body.request._id as string;
}
const allot = async (id: string, keeper: Account) =>
  ok(await invoke('allotRequest', { token: admin.token, body: { id, roomKeeperId: keeper.id } }), 'allot');
const turnBack = async (id: string, keeper: Account) =>
  ok(await invoke('rejectRequest', { token: keeper.token, body: { id, message: 'Locked' } }), 'turn back');
const complete = async (id: string, keeper: Account) =>
  ok(
    await invoke('completeRequest', { token: keeper.token, body: { id, timeIn: '09:00', timeOut: '09:40' } }),
    'complete',
  );
async function rate(student: Account, id: string, keeper: Account, stars: number, complaint: boolean) {
  const body = ok(
    await invoke('createRating', {
      token: student.token,
      body: { id, rating: stars, message: 'Thanks', ...(complaint ? { complaint: 'Dusty shelf' } : {}) },
    }),
    'rate',
  );
  ratings.push({ keeperId: keeper.id, stars, complaint, createdAt: body.rating.createdAt });
}

/** Sessions end after a while: everyone signs in again on each day of the week. */
async function signInAgain() {
  for (const account of [admin, ...keepers, ...students]) {
    const login = await invoke('authLogin', {
      body: { email: account.email, password: testPassword, role: account.role },
    });
    account.token = ok(login, 'login').authToken;
  }
}

/** The week: two requests a day, allotted, some turned back and re-allotted, one rejected, one withdrawn. */
async function scriptWeek() {
  const waiting: { id: string; keeper: Account; student: Account }[] = [];
  for (let day = 0; day < 7; day++) {
    vi.setSystemTime(at(day, 1));
    await signInAgain();
    const today = dayIn(Date.now());
    const [first, second] = [students[day % 4], students[(day + 1) % 4]] as [Account, Account];
    const [one, other] = (day % 2 === 0 ? keepers : [keepers[1], keepers[0]]) as [Account, Account];
    // Yesterday's late one is done this morning: not on the day the student asked for.
    for (const late of waiting.splice(0)) {
      await complete(late.id, late.keeper);
      await rate(late.student, late.id, late.keeper, 2, true);
    }
    const a = await create(first, today, '14:00', String(1 + (day % 3)));
    vi.setSystemTime(at(day, 1.25));
    const b = await create(second, today, day % 2 ? '16:00' : '14:00', '2');
    vi.setSystemTime(at(day, 2 + day * 0.5));
    await allot(a, one);
    await allot(b, other);
    if (day % 3 === 0) {
      vi.setSystemTime(at(day, 4));
      await turnBack(b, other);
      vi.setSystemTime(at(day, 5 + day));
      await allot(b, one);
    }
    if (day === 2) {
      // Withdrawn the same day: it counts nowhere.
      const c = await create(students[3] as Account, dayIn(at(day + 1, 1)), '10:00', '9');
      ok(await invoke('deleteRequest', { token: (students[3] as Account).token, body: { id: c } }), 'delete');
    }
    vi.setSystemTime(at(day, 7 + day * 0.25));
    await complete(a, one);
    await rate(first, a, one, 1 + (day % 5), day % 3 === 1);
    const bKeeper = day % 3 === 0 ? one : other;
    if (day === 4) {
      ok(await invoke('rejectRequest', { token: admin.token, body: { id: b, message: 'Closed' } }), 'reject');
    } else if (day % 2 === 1) waiting.push({ id: b, keeper: bKeeper, student: second });
    else {
      vi.setSystemTime(at(day, 9));
      await complete(b, bKeeper);
    }
  }
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: at(-1, 0) });
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keepers = [
    await makeUser('roomkeeper', hostel, { name: 'Kei' }),
    await makeUser('roomkeeper', hostel, { name: 'Lou' }),
  ];
  students = [];
  for (let i = 0; i < 4; i++) students.push(await makeUser('student', hostel));
  ok(await invoke('updateHostelSettings', { token: admin.token, body: { timeZone: zone } }), 'settings');
  await scriptWeek();
  vi.setSystemTime(at(8, 0));
  await signInAgain();
}, 300_000);

afterAll(() => {
  vi.useRealTimers();
});

describe('the analytics of a scripted week', () => {
  it("give the admin the hostel's counts and waits per day, as the requests themselves count them", async () => {
    const expected = await countFromRequests(
      made,
      keepers.map((k) => k.id),
      dayIn,
    );

    const answer = await invoke('analytics', { token: admin.token, query: range });

    expect(answer.status).toBe(200);
    expect(answer.body.scope).toBe('hostel');
    expect(answer.body.days).toHaveLength(9);
    for (const row of answer.body.days) {
      const counts = expected.days.get(row.date) ?? {
        created: 0,
        allotted: 0,
        completed: 0,
        rejected: 0,
        turnedBack: 0,
      };
      expect({
        date: row.date,
        created: row.created,
        allotted: row.allotted,
        completed: row.completed,
        rejected: row.rejected,
        turnedBack: row.turnedBack,
      }).toEqual({ date: row.date, ...counts });
      expect(row.allotWait).toEqual(waitsOf(expected.allotWaits.get(row.date)));
      expect(row.completeWait).toEqual(waitsOf(expected.completeWaits.get(row.date)));
    }
    const sum = (name: string) =>
      [...expected.days.values()].reduce((total, day) => total + (day[name] ?? 0), 0);
    expect(answer.body.totals).toMatchObject({
      created: sum('created'),
      completed: sum('completed'),
      turnedBack: sum('turnedBack'),
      rejected: 1,
      ratingCount: ratings.length,
      complaints: ratings.filter((r) => r.complaint).length,
    });
    expect(sum('created')).toBe(14);
    expect(
      new Map(answer.body.floors.map((f: { name: string; count: number }) => [f.name, f.count])),
    ).toEqual(expected.floors);
    expect(new Map(answer.body.times.map((t: { name: string; count: number }) => [t.name, t.count]))).toEqual(
      expected.times,
    );
  });

  it('give the admin one scorecard per keeper', async () => {
    const expected = await countFromRequests(
      made,
      keepers.map((k) => k.id),
      dayIn,
    );

    const answer = await invoke('analytics', { token: admin.token, query: range });

    const cards = new Map(answer.body.keepers.map((card: { _id: string }) => [card._id, card]));
    for (const keeper of keepers) {
      const own = ratings.filter((r) => r.keeperId === keeper.id);
      const counts = expected.keepers.get(keeper.id)!;
      expect(cards.get(keeper.id)).toEqual({
        _id: keeper.id,
        name: keeper.name,
        completed: counts.completed,
        turnedBack: counts.turnedBack,
        onRequestedDay: counts.onDay,
        ratingCount: own.length,
        rating: Math.round((own.reduce((s, r) => s + r.stars, 0) / own.length) * 10) / 10,
        complaints: own.filter((r) => r.complaint).length,
        effort: expect.objectContaining({ done: counts.completed! * 20, timed: 0 }), // singles (issue 30)
      });
    }
  });

  it("give a keeper their own numbers only, never the hostel's or another keeper's", async () => {
    const expected = await countFromRequests(
      made,
      keepers.map((k) => k.id),
      dayIn,
    );
    const [kei, lou] = keepers;

    const own = await invoke('analytics', { token: kei.token, query: range });
    const naming = await invoke('analytics', { token: kei.token, query: { ...range, keeperId: lou.id } });
    const asHostel = await invoke('analytics', {
      token: kei.token,
      query: { ...range, hostel: admin.hostel },
    });

    expect(own.body.scope).toBe('keeper');
    expect(own.body.keepers).toEqual([]);
    for (const row of own.body.days)
      expect([row.date, row.completed]).toEqual([
        row.date,
        expected.keeperDays.get(`${kei.id}|${row.date}`) ?? 0,
      ]);
    expect(own.body.totals.completed).toBe(expected.keepers.get(kei.id)!.completed);
    expect(own.body.totals.created).toBe(0);
    expect(own.body.totals.ratingCount).toBe(ratings.filter((r) => r.keeperId === kei.id).length);
    expect([naming.status, naming.body.code]).toEqual([400, 'input.invalid']);
    expect([asHostel.status, asHostel.body.code]).toEqual([400, 'input.invalid']);
  });

  it('refuse a range longer than 366 days or ending before it starts, naming the rule', async () => {
    const long = await invoke('analytics', {
      token: admin.token,
      query: { from: '2029-01-01', to: '2030-01-02' },
    });
    const year = await invoke('analytics', {
      token: admin.token,
      query: { from: '2028-01-01', to: '2028-12-31' },
    });
    const reversed = await invoke('analytics', {
      token: admin.token,
      query: { from: '2030-03-05', to: '2030-03-04' },
    });

    expect([long.status, long.body.code]).toEqual([400, 'analytics.rangeTooLong']);
    expect(year.status).toBe(200);
    expect([reversed.status, reversed.body.code]).toEqual([400, 'request.dateRange']);
  });

  it.each([
    ['years below 100, which Date.UTC reads as 19xx', '0000-01-01', '1900-12-31'],
    ['a year before 2000', '1999-12-31', '2000-01-01'],
    ['a year after 2100', '2100-12-31', '2101-01-01'],
    ['a day that is not on the calendar', '2030-02-29', '2030-03-01'],
    ['a date with a time', '2030-01-01T00:00', '2030-01-02'],
    ['a year of five digits', '+02030-01-01', '2030-01-02'],
  ])('refuse %s as a field that is not valid', async (_, from, to) => {
    const answer = await invoke('analytics', { token: admin.token, query: { from, to } });

    expect([answer.status, answer.body.code]).toEqual([400, 'input.invalid']);
  });
});

const series = () => [`STATS#HOSTEL#${admin.hostelId}`, ...keepers.map((k) => `STATS#KEEPER#${k.id}`)];

describe('the backfill', () => {
  it('rebuilds the same day items as the live changes wrote, however often it runs', async () => {
    const { rebuildHostelStats } = await import('#functions/domain/stats-backfill');
    const { db, tableName } = await import('#functions/data/store/client');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const live = await dayItems(series());
    for (const item of live)
      await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));

    const first = await rebuildHostelStats(admin.hostelId);
    const once = await dayItems(series());
    await rebuildHostelStats(admin.hostelId);
    const twice = await dayItems(series());

    expect(first).toMatchObject({ requests: 14, ratings: ratings.length });
    expect(live.length).toBeGreaterThan(10);
    expect(once).toEqual(live);
    expect(twice).toEqual(live);
  });
});
