/**
 * The analytics (issue 16) through the real handlers over DynamoDB Local: a scripted week of requests
 * (created, allotted, turned back, rejected, withdrawn, completed, rated) in a hostel east of UTC, then the
 * answers compared with what the test counts from the stored requests themselves — per day on the hostel's
 * calendar, per keeper, floors, times and waits — and the backfill compared with the live day items. The
 * clock (`Date` only) is moved through the week (`analytics-week.ts`).
 */
import { invoke } from '../helpers/invoke';
import { countFromRequests, dayItems, waitsOf } from './analytics-expected';
import { admin, dayIn, keepers, made, range, ratings, scriptedWeek } from './analytics-week';

beforeAll(scriptedWeek, 300_000);

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
