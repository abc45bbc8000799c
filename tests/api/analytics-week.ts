/**
 * The scripted week of `analytics.test.ts`: a hostel east of UTC, two keepers and four students, and a
 * week of requests created, allotted, turned back, rejected, withdrawn, completed and rated, the clock
 * (`Date` only) moved through it. What it made is read by the test through these bindings.
 */
import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';

export const zone = 'Asia/Tokyo';
// Monday 2030-03-04, 08:00 in Tokyo (23:00 UTC the day before): the hostel's days are not UTC's.
const weekStart = Date.parse('2030-03-03T23:00:00Z');
const hour = 3_600_000;
export const at = (day: number, hours: number) => weekStart + day * 24 * hour + hours * hour;
export const dayIn = (instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
export const range = { from: '2030-03-03', to: '2030-03-11' };

export let admin: Account;
export let keepers: [Account, Account];
export let students: Account[];
export const made: string[] = [];
export const ratings: { keeperId: string; stars: number; complaint: boolean; createdAt: string }[] = [];

export function ok(answer: Answer, what: string) {
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

/** Makes the hostel and its people, then scripts the week; the clock stands after it, everyone signed in. */
export async function scriptedWeek() {
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
}
