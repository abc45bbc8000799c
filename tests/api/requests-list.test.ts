import type { CleanRequest } from '#shared/domain';

import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn, listed, onDayAhead } from './requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let other: Account;
/** By status: Completed (days 1, 2), Rejected (day 3), Scheduled (day 4), Pending (days 5, 6). */
const made: Record<string, CleanRequest[]> = {};

// The clock stands at noon UTC (`Date` only); a request is completed on its own day (`onDayAhead`).
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  const world = await hostelWithRoles();
  ({ admin, keeper, student } = world);
  other = await makeUser('student', world.hostel);
  const complete = async (day: number) => {
    const request = await allotVia(admin, await createVia(student, day), keeper);
    const answer = await onDayAhead(day, keeper, () =>
      invoke('completeRequest', {
        token: keeper.token,
        body: { id: request._id, timeIn: '10:00', timeOut: '10:30' },
      }),
    );
    if (answer.status !== 200) throw new Error(`complete failed: ${answer.text}`);
    return answer.body as CleanRequest;
  };
  made.Completed = [await complete(1), await complete(2)];
  const rejected = await invoke('rejectRequest', {
    token: admin.token,
    body: { id: (await createVia(student, 3))._id, message: 'Closed' },
  });
  made.Rejected = [rejected.body];
  made.Scheduled = [await allotVia(admin, await createVia(student, 4), keeper)];
  made.Pending = [await createVia(student, 5), await createVia(student, 6)];
  await createVia(other, 5);
});

afterAll(() => {
  vi.useRealTimers();
});

const ids = (items: CleanRequest[]) => items.map((item) => item._id);

describe('GET /api/requests', () => {
  it('walks Pending, Scheduled, Completed, Rejected in pages, newest date first within each', async () => {
    const pages: CleanRequest[][] = [];
    let cursor: string | undefined;
    do {
      const answer = await invoke('listRequests', {
        token: student.token,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(answer.status).toBe(200);
      pages.push(answer.body.items);
      cursor = answer.body.cursor;
    } while (cursor && pages.length < 10);

    expect(pages.flat().map((item) => [item.requestStatus, item.date])).toEqual([
      ['Pending', dateIn(6)],
      ['Pending', dateIn(5)],
      ['Scheduled', dateIn(4)],
      ['Completed', dateIn(2)],
      ['Completed', dateIn(1)],
      ['Rejected', dateIn(3)],
    ]);
    expect(pages.every((page) => page.length <= 2)).toBe(true);
  });

  it('reads one status with a date range, and answers no cursor on the last page', async () => {
    const answer = await invoke('listRequests', {
      token: student.token,
      query: { status: 'Completed', from: dateIn(2), to: dateIn(2) },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [listed(made.Completed![1]!)] });
  });

  it("scopes a keeper to the requests allotted to them and an admin to the hostel's", async () => {
    const byKeeper = await invoke('listRequests', { token: keeper.token, query: { status: 'Completed' } });
    const byAdmin = await invoke('listRequests', { token: admin.token, query: { status: 'Pending' } });

    expect(ids(byKeeper.body.items)).toEqual(ids(made.Completed ?? []).reverse());
    expect(byAdmin.body.items).toHaveLength(3);
    expect(ids(byAdmin.body.items)).toEqual(expect.arrayContaining(ids(made.Pending ?? [])));
  });

  it("refuses another student's cursor, a cursor of another status and a malformed one with 400", async () => {
    const first = await invoke('listRequests', {
      token: student.token,
      query: { status: 'Pending', limit: '1' },
    });
    const cursor = first.body.cursor as string;

    const stolen = await invoke('listRequests', { token: other.token, query: { status: 'Pending', cursor } });
    const otherStatus = await invoke('listRequests', {
      token: student.token,
      query: { status: 'Completed', cursor },
    });
    const malformed = await invoke('listRequests', {
      token: student.token,
      query: { cursor: 'not-a-cursor' },
    });

    const refusal = {
      code: 'input.badCursor',
      message: 'The page cursor is not valid',
      errors: [{ path: 'query.cursor', message: 'Field is not valid' }],
    };
    expect(stolen).toMatchObject({ status: 400, body: refusal });
    expect(otherStatus).toMatchObject({ status: 400, body: refusal });
    expect(malformed).toMatchObject({ status: 400, body: refusal });
  });

  it('refuses a range that ends before it starts, and a page size over 100', async () => {
    const range = await invoke('listRequests', {
      token: student.token,
      query: { from: dateIn(3), to: dateIn(1) },
    });
    const limit = await invoke('listRequests', { token: student.token, query: { limit: '101' } });

    expect(range.status).toBe(400);
    expect(range.body.message).toBe('The start date is after the end date');
    expect(limit.status).toBe(400);
  });
});
