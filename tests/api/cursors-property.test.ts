/**
 * Every paginated route, fed cursors it never handed out: arbitrary text, real cursors with a character
 * flipped or their parts swapped or re-encoded, and real cursors of other lists, ranges, filters and
 * users. Only 2xx and 4xx may come back, never a 5xx, and a cursor of another list is a 400.
 */
import fc from 'fast-check';

import type { RouteId } from '#shared/routes';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { registerConfirmed } from '../helpers/registration';
import { storeRequest } from '../helpers/stored-requests';

/** One list as a client asks for it: the route, the caller and the query without its cursor. */
interface ListCase {
  name: string;
  route: RouteId;
  token: string;
  query: Record<string, string>;
  /** The real cursor that the first page of this list answered, when it has more than one page. */
  cursor?: string;
}

let cases: ListCase[] = [];

/** The dashboards list 100 rows a page; more than that are stored so that they hand out a cursor. */
async function storeMany(count: number, store: () => Promise<unknown>) {
  for (let done = 0; done < count; done += 10)
    await Promise.all(Array.from({ length: Math.min(10, count - done) }, store));
}

async function rate(student: Account, keeper: Account) {
  const request = await storeRequest(student, 'Completed', keeper);
  const answer = await invoke('createRating', {
    token: student.token,
    body: { id: request._id, rating: 4, message: 'Fine', complaint: 'Dusty', suggestion: 'Open a window' },
  });
  if (answer.status !== 201) throw new Error(`rating failed: ${answer.status}`);
}

/** Every paginated route, by every kind of caller, with each filter that shapes the list. */
function listsOf(accounts: Record<'admin' | 'otherAdmin' | 'a' | 'b' | 'keeper' | 'otherKeeper', Account>) {
  const { admin, otherAdmin, a, b, keeper, otherKeeper } = accounts;
  const one = { limit: '1' };
  const range = { from: '2030-01-01', to: '2099-12-31', ...one };
  const board = (account: Account) => ({ id: account.id, hostel: account.hostel, name: account.name });
  const feedback = (['listRatings', 'listComplaints', 'listSuggestions'] as const).flatMap((route) =>
    [admin, keeper, a, b].map((who): [string, RouteId, Account, Record<string, string>] => [
      `${route} of ${who.name}`,
      route,
      who,
      one,
    ]),
  );
  const table: [string, RouteId, Account, Record<string, string>][] = [
    ['students', 'listUsers', admin, { role: 'student', ...one }],
    ['students named s', 'listUsers', admin, { role: 'student', search: 's', ...one }],
    ['roomkeepers', 'listUsers', admin, { role: 'roomkeeper', ...one }],
    ["another hostel's students", 'listUsers', otherAdmin, { role: 'student' }],
    ...feedback,
    ["student A's requests", 'listRequests', a, one],
    ["student A's Pending", 'listRequests', a, { status: 'Pending', ...one }],
    ["student A's from 2030", 'listRequests', a, range],
    ["student A's from 2031", 'listRequests', a, { ...range, from: '2031-01-01' }],
    ["student B's requests", 'listRequests', b, one],
    ["the keeper's requests", 'listRequests', keeper, one],
    ["the hostel's Pending", 'listRequests', admin, { status: 'Pending', ...one }],
    ["the hostel's requests", 'listRequests', admin, one],
    ['admin dashboard', 'adminDashboard', admin, { hostel: admin.hostel }],
    ['other admin dashboard', 'adminDashboard', otherAdmin, { hostel: otherAdmin.hostel }],
    ['keeper dashboard', 'roomkeeperDashboard', keeper, board(keeper)],
    ['other keeper dashboard', 'roomkeeperDashboard', otherKeeper, board(otherKeeper)],
    ['students awaiting approval', 'listRegistrations', admin, one],
    ["another hostel's students awaiting approval", 'listRegistrations', otherAdmin, {}],
    ["the keeper's notifications", 'listNotifications', keeper, {}],
    ["student A's notifications", 'listNotifications', a, {}],
    ["the admin's notifications", 'listNotifications', admin, {}],
  ];
  return table.map(([name, route, who, query]): ListCase => ({ name, route, token: who.token, query }));
}

beforeAll(async () => {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const otherAdmin = await makeUser('admin', await makeHostel());
  const a = await makeUser('student', hostel, { name: 'Sam Able' });
  const b = await makeUser('student', hostel, { name: 'Sue Baker' });
  const keeper = await makeUser('roomkeeper', hostel);
  const otherKeeper = await makeUser('roomkeeper', hostel);
  await storeMany(101, () => storeRequest(a, 'Pending'));
  await storeMany(101, () => storeRequest(b, 'Scheduled', keeper));
  // One at a time (each raises the keeper's counters); 21 ratings tell the keeper more than the 20 of
  // one notifications page, so that list hands out a cursor too.
  for (let i = 0; i < 20; i++) await rate(a, keeper);
  await rate(b, keeper);
  for (const name of ['Wes Waiting', 'Wim Waiting'])
    await registerConfirmed({
      email: `${name.split(' ')[0]}@waiting.test`,
      fullname: name,
      hostel: hostel.name,
      password: 'secret pass',
    });
  cases = listsOf({ admin, otherAdmin, a, b, keeper, otherKeeper });
  for (const item of cases) {
    const first = await invoke(item.route, { token: item.token, query: item.query });
    if (first.status !== 200) throw new Error(`${item.name}: ${first.status} ${first.text}`);
    if (typeof first.body.cursor === 'string') item.cursor = first.body.cursor;
  }
}, 180_000);

const withCursor = (item: ListCase, cursor: string): Promise<Answer> =>
  invoke(item.route, { token: item.token, query: { ...item.query, cursor } });

const refusal = {
  code: 'input.badCursor',
  message: 'The page cursor is not valid',
  errors: [{ path: 'query.cursor', message: 'Field is not valid' }],
};

const paged = () => cases.filter((item): item is ListCase & { cursor: string } => item.cursor !== undefined);

const base64urlChar = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'.split(''),
);

/** Text that looks more and more like a cursor: any string, base64url JSON, `<payload>.<tag>`. */
const madeUpCursor = fc.oneof(
  fc.string({ maxLength: 1100 }),
  fc.string({ unit: base64urlChar, maxLength: 120 }),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  fc
    .tuple(fc.jsonValue(), fc.string({ unit: base64urlChar, minLength: 43, maxLength: 43 }))
    .map(([value, tag]) => `${Buffer.from(JSON.stringify(value)).toString('base64url')}.${tag}`),
  fc.constantFrom(
    '',
    '.',
    Buffer.from('{}').toString('base64url'),
    Buffer.from(JSON.stringify({ pk: '', sk: '', gsi2pk: '', gsi2sk: '' })).toString('base64url'),
    Buffer.from(JSON.stringify({ s: 'Pending', k: { pk: '', sk: '' } })).toString('base64url'),
  ),
);

/** A real cursor, edited: one character changed, parts swapped, or its payload rewritten and re-encoded. */
function mutated(cursor: string) {
  const [payload = '', tag = ''] = cursor.split('.');
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  const reencode = (value: unknown) => `${Buffer.from(JSON.stringify(value)).toString('base64url')}.${tag}`;
  return fc.oneof(
    fc
      .tuple(fc.nat({ max: cursor.length - 1 }), base64urlChar)
      .map(([at, char]) => cursor.slice(0, at) + char + cursor.slice(at + 1)),
    fc.constantFrom(`${tag}.${payload}`, payload, `${payload}.`, `${payload}.${tag}${tag}`),
    fc.constantFrom(
      reencode(JSON.parse(JSON.stringify(json).replace(/"[^"]*"(?=[,}])/g, '""'))),
      reencode(JSON.parse(JSON.stringify(json).replace(/#/g, '#x'))),
      reencode({}),
    ),
  );
}

const runs = { numRuns: 150, endOnFailure: true };

describe('every paginated route and a cursor it did not hand out', () => {
  it('hands out a cursor on the first page of every list with more than one page', () => {
    const without = cases.filter((item) => item.cursor === undefined).map((item) => item.name);
    expect(without).toEqual([
      "another hostel's students",
      'other admin dashboard',
      'other keeper dashboard',
      "another hostel's students awaiting approval",
      "the admin's notifications",
    ]);
  });

  it('answers any made-up text with a 4xx (or a first page for an empty one), never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), madeUpCursor, async (item, cursor) => {
        const answer = await withCursor(item, cursor);
        if (cursor === '' && answer.status === 200) return;
        expect(answer.status, `${item.name} ${answer.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      runs,
    );
  });

  it('refuses every edited real cursor with 400 input.badCursor', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paged()).chain((item) => fc.tuple(fc.constant(item), mutated(item.cursor))),
        async ([item, cursor]) => {
          fc.pre(cursor !== item.cursor);
          const answer = await withCursor(item, cursor);
          expect(answer, `${item.name} ${cursor}`).toMatchObject({ status: 400, body: refusal });
        },
      ),
      runs,
    );
  });

  it('refuses a real cursor at every other list, range, filter and user with 400, and takes it at its own', async () => {
    for (const from of paged()) {
      for (const to of cases) {
        const answer = await withCursor(to, from.cursor);
        if (to === from) expect(answer.status, to.name).toBe(200);
        else expect(answer, `${from.name} → ${to.name}`).toMatchObject({ status: 400, body: refusal });
      }
    }
  }, 120_000);
});
