/**
 * Calendar feeds (issue 33) over DynamoDB Local: a link is made, shown once, replaced and revoked; the feed
 * it opens is parsed with an independent iCalendar parser (node-ical) and every event checked: its UID,
 * its start in the hostel's zone (Asia/Tokyo, nine hours ahead of UTC all year), its summary in the
 * reader's language and its length. Each role's feed lists its own requests only, never another
 * student's or hostel's; a dead or malformed token is the same 404 as a path with no route.
 */
import ical, { type VEvent } from 'node-ical';

import type { CleanRequest } from '#shared/domain';

import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let classmate: Account;
let outsider: Account;
let mine: CleanRequest[];
let allotted: CleanRequest;
let theirs: CleanRequest;
let elsewhere: CleanRequest;

const tokenOf = (url: string) => url.split('/').at(-1)!;
const feed = (token: string, headers: Record<string, string> = {}) =>
  invoke('calendarFeed', { params: { token }, headers });

async function makeLink(account: Account): Promise<string> {
  const made = await invoke('makeCalendarFeed', { token: account.token });
  expect(made.status).toBe(201);
  return tokenOf(made.body.url);
}

/** The feed's events, parsed by node-ical, by UID. */
function eventsOf(answer: Answer): Map<string, VEvent> {
  expect(answer.status).toBe(200);
  const parsed = ical.sync.parseICS(answer.text);
  const events = Object.values(parsed).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
  return new Map(events.map((event) => [event.uid, event]));
}

/** The request's clean as its event must show it: its wall-clock time in Tokyo, its minutes (30 unless set). */
function expectClean(event: VEvent | undefined, request: CleanRequest, summary: string) {
  expect(event).toBeDefined();
  const start = new Date(`${request.date}T${request.time}:00+09:00`);
  expect(event!.start.getTime()).toBe(start.getTime());
  expect(event!.end!.getTime() - start.getTime()).toBe((request.minutes ?? 30) * 60_000);
  expect(String(event!.summary)).toBe(summary);
  expect(Number(event!.sequence)).toBe(request.version);
}

beforeAll(async () => {
  const world = await hostelWithRoles();
  ({ admin, keeper, student } = world);
  classmate = await makeUser('student', world.hostel);
  const settings = await invoke('updateHostelSettings', {
    token: admin.token,
    body: { timeZone: 'Asia/Tokyo' },
  });
  expect(settings.status).toBe(200);
  expect((await invoke('updateUser', { token: student.token, body: { language: 'de' } })).status).toBe(200);
  mine = [await createVia(student, 3, '09:30'), await createVia(student, 5, '14:00')];
  allotted = await allotVia(admin, mine[0]!, keeper);
  theirs = await createVia(classmate, 3, '11:00');
  const other = await hostelWithRoles();
  outsider = other.admin;
  elsewhere = await createVia(other.student, 3, '10:00');
});

describe('a calendar link', () => {
  it('is shown once when made; its state tells only whether there is one and since when', async () => {
    expect((await invoke('calendarFeedState', { token: keeper.token })).body).toEqual({ active: false });
    const made = await invoke('makeCalendarFeed', { token: keeper.token });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[\w-]{43}\.ics$/);
    const state = await invoke('calendarFeedState', { token: keeper.token });
    expect(state.body).toEqual({ active: true, createdAt: made.body.createdAt });
    expect(state.text).not.toContain(tokenOf(made.body.url).slice(0, 43));
  });

  it("opens a student's Pending and Scheduled requests ahead, in their language, as cached iCalendar", async () => {
    const answer = await feed(await makeLink(student));
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=900');
    expect(answer.text).toMatch(/\r\nX-WR-TIMEZONE:Asia\/Tokyo\r\n/);
    const events = eventsOf(answer);
    expect([...events.keys()].sort()).toEqual(mine.map((request) => `${request._id}@hostel-clean`).sort());
    expectClean(events.get(`${allotted._id}@hostel-clean`), allotted, 'Reinigung: Zimmer 101');
    expectClean(events.get(`${mine[1]!._id}@hostel-clean`), mine[1]!, 'Reinigung: Zimmer 101');
  });

  it('answers 304 with no body to a client that has the same feed', async () => {
    const token = await makeLink(classmate);
    const first = await feed(token);
    const again = await feed(token, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("opens a keeper's scheduled cleans only", async () => {
    const events = eventsOf(await feed(await makeLink(keeper)));
    expect([...events.keys()]).toEqual([`${allotted._id}@hostel-clean`]);
    expectClean(events.get(`${allotted._id}@hostel-clean`), allotted, 'Clean: room 101');
  });

  it("opens an admin's hostel's unallotted requests, one all-day event a date, none of another hostel", async () => {
    const events = eventsOf(await feed(await makeLink(admin)));
    const pending = [mine[1]!, theirs];
    const dates = [...new Set(pending.map((request) => request.date))].sort();
    expect([...events.values()].map((event) => event.start.dateOnly)).toEqual(dates.map(() => true));
    for (const date of dates) {
      const event = [...events.values()].find((candidate) => candidate.uid.includes(date))!;
      const day = pending.filter((request) => request.date === date);
      expect(String(event.summary)).toBe(`Unallotted cleans: ${day.length}`);
      expect(event.uid).toBe(`unallotted-${date}-${admin.hostelId}@hostel-clean`);
    }
    const outside = eventsOf(await feed(await makeLink(outsider)));
    expect([...outside.values()].map((event) => String(event.summary))).toEqual(['Unallotted cleans: 1']);
    expect(outside.values().next().value!.uid).toContain(elsewhere.date);
  });

  it('drops a request that is cancelled, and moves one that is rescheduled (same UID, higher SEQUENCE)', async () => {
    const token = await makeLink(classmate);
    const extra = await createVia(classmate, 4, '10:00');
    expect(eventsOf(await feed(token)).has(`${extra._id}@hostel-clean`)).toBe(true);
    expect((await invoke('cancelRequest', { token: classmate.token, body: { id: extra._id } })).status).toBe(
      200,
    );
    expect(eventsOf(await feed(token)).has(`${extra._id}@hostel-clean`)).toBe(false);
    const moved = await invoke('rescheduleRequest', {
      token: classmate.token,
      body: { id: theirs._id, date: dateIn(6), time: '15:00' },
    });
    expect(moved.status).toBe(200);
    const request = moved.body as CleanRequest;
    expect(request.version).toBeGreaterThan(theirs.version);
    expectClean(eventsOf(await feed(token)).get(`${theirs._id}@hostel-clean`), request, 'Clean: room 101');
  });

  it('is void once replaced or revoked: the same 404 as a token never made', async () => {
    const never = await feed(`${'A'.repeat(43)}.ics`);
    expect(never.status).toBe(404);
    const old = await makeLink(student);
    const replacement = await makeLink(student);
    const replaced = await feed(old);
    expect({ status: replaced.status, text: replaced.text }).toEqual({ status: 404, text: never.text });
    expect((await feed(replacement)).status).toBe(200);
    const revoked = await invoke('revokeCalendarFeed', { token: student.token });
    expect(revoked.body).toEqual({ active: false });
    const gone = await feed(replacement);
    expect({ status: gone.status, text: gone.text }).toEqual({ status: 404, text: never.text });
    expect((await invoke('calendarFeedState', { token: student.token })).body).toEqual({ active: false });
  });

  it.each(['', 'x', 'A'.repeat(42), `${'A'.repeat(43)}.ical`, '../../health', '%00', 'é'.repeat(300)])(
    'answers a malformed token %j with 404, not an error',
    async (token) => {
      const answer = await feed(token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'route.notFound', message: 'Not found' });
    },
  );
});
