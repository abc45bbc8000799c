/**
 * A person's download of their own data (issue 34, `GET /api/myData`): followed page by page to its end,
 * it holds their profile, their requests, their feedback and their notifications, nothing of another
 * person of the same hostel, and no secret (password hash, session version, calendar link hash, push keys).
 */
import { type Account, hostelWithRoles, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn, storedItem } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let neighbour: Account;

const device = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/my-data-secret-endpoint',
  expirationTime: null,
  keys: { p256dh: `B${'P'.repeat(86)}`, auth: 'A'.repeat(22) },
};

async function signIn(account: Account) {
  const login = await invoke('authLogin', {
    body: { email: account.email, password: testPassword, role: account.role },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  account.token = login.body.authToken;
}

/** Every page of the caller's download, as the site follows them. */
async function download(account: Account): Promise<Answer[]> {
  const pages: Answer[] = [];
  let cursor: string | undefined;
  do {
    const answer = await invoke('myData', { token: account.token, query: cursor ? { cursor } : {} });
    expect(answer.status).toBe(200);
    pages.push(answer);
    cursor = answer.body.cursor;
  } while (cursor && pages.length < 50);
  return pages;
}

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles({ student: { phone: '+44 7700 900123' } }));
  neighbour = await makeUser(
    'student',
    { id: admin.hostelId, name: admin.hostel },
    { name: 'Nadia Neighbour' },
  );
  await createVia(neighbour, 2);
  const done = await allotVia(admin, await createVia(student, 1), keeper);
  await createVia(student, 3);
  await invoke('savePushSubscription', { token: student.token, body: device });
  await invoke('makeCalendarFeed', { token: student.token });
  // The keeper completes on the request's day, the student rates it: feedback of both.
  vi.useFakeTimers({ toFake: ['Date'] });
  const base = Date.now();
  try {
    // Late on the request's day: its Time-Out is past.
    vi.setSystemTime(Date.parse(`${dateIn(1)}T23:00:00Z`));
    await signIn(keeper);
    await signIn(student);
    const completed = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: done._id, timeIn: '09:00', timeOut: '09:40' },
    });
    expect(completed.status).toBe(200);
    const rated = await invoke('createRating', {
      token: student.token,
      body: { id: done._id, rating: 4, message: 'Spotless desk', complaint: 'Bin not emptied' },
    });
    expect(rated.status).toBe(201);
  } finally {
    vi.setSystemTime(base);
    vi.useRealTimers();
  }
  await signIn(keeper);
  await signIn(student);
});

describe('GET /api/myData', () => {
  it("holds the student's profile, requests, feedback and notifications, and nobody else's", async () => {
    const pages = await download(student);
    const [first] = pages;
    expect(first!.body.profile).toMatchObject({
      user: { _id: student.id, email: student.email, phone: '+44 7700 900123', role: 'student' },
      calendarFeed: { active: true },
      pushDevices: [{ service: 'https://fcm.googleapis.com' }],
    });
    expect(pages.filter((page) => page.body.profile)).toHaveLength(1);
    const requests = pages.flatMap((page) => page.body.requests ?? []);
    const feedback = pages.flatMap((page) => page.body.feedback ?? []);
    const notifications = pages.flatMap((page) => page.body.notifications ?? []);
    expect(requests.map((request) => request.requestStatus).sort()).toEqual(['Completed', 'Pending']);
    expect(requests.every((request) => request.studentId === student.id)).toBe(true);
    expect(requests.find((request) => request.requestStatus === 'Completed')!.history.length).toBeGreaterThan(
      0,
    );
    expect(feedback.map((item) => item.kind).sort()).toEqual(['complaint', 'rating']);
    expect(feedback.every((item) => item.studentId === student.id)).toBe(true);
    // Allotted and completed: the student was told of both.
    expect(notifications.length).toBeGreaterThanOrEqual(2);
    // The walk: the profile's page, four request statuses, three feedback kinds, the notifications.
    expect(pages.map((page) => page.body.section)).toEqual([
      ...Array(4).fill('requests'),
      ...Array(3).fill('feedback'),
      'notifications',
    ]);
    const text = JSON.stringify(pages.map((page) => page.body));
    expect(text).not.toContain(neighbour.id);
    expect(text).not.toContain(neighbour.email);
    expect(text).not.toContain('Nadia Neighbour');
  });

  it('holds no secret', async () => {
    const stored = await storedItem({ pk: `USER#${student.id}`, sk: 'USER' });
    expect(typeof stored?.passwordHash).toBe('string');
    const text = JSON.stringify((await download(student)).map((page) => page.body));
    for (const secret of [
      'passwordHash',
      'tokenVersion',
      'calendarFeedHash',
      String(stored!.passwordHash),
      String(stored!.calendarFeedHash),
      device.endpoint,
      device.keys.p256dh,
      device.keys.auth,
      student.token,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(pk|sk|gsi\dpk|gsi\dsk|ttl)"/);
  });

  it('gives a keeper the requests allotted to them and the feedback about them; an admin their profile and notes', async () => {
    const keeperPages = await download(keeper);
    const requests = keeperPages.flatMap((page) => page.body.requests ?? []);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ roomKeeperId: keeper.id, requestStatus: 'Completed' });
    expect(
      keeperPages
        .flatMap((page) => page.body.feedback ?? [])
        .map((item) => item.kind)
        .sort(),
    ).toEqual(['complaint', 'rating']);
    const adminPages = await download(admin);
    expect(adminPages.map((page) => page.body.section)).toEqual(['notifications']);
    expect(adminPages[0]!.body.profile.user._id).toBe(admin.id);
  });

  it("refuses a cursor it did not hand out to the caller (another person's, or edited) with 400", async () => {
    const first = await invoke('myData', { token: student.token });
    const cursor = String(first.body.cursor);
    const others = await invoke('myData', { token: neighbour.token, query: { cursor } });
    expect(others.status).toBe(400);
    expect(others.body.code).toBe('input.badCursor');
    const edited = await invoke('myData', { token: student.token, query: { cursor: `x${cursor.slice(1)}` } });
    expect(edited.status).toBe(400);
  });
});
