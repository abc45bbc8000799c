/**
 * What the model tests of the request workflow share (`effects-model`, `requests-model`): the model of a
 * request, the running clock they start at, the steps both take alike through the real handlers, each
 * predicting its answer's status and keeping the model in step, and the recount of what ratings and
 * notifications count.
 */
import type { RequestStatus } from '#shared/status';

import { baseItems, dateIn, storedItem } from '../api/requests-fixtures';
import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

export interface ModelRequest {
  id: string;
  student: number;
  day: number;
  status: RequestStatus;
  keeper?: number;
  rated?: boolean;
}

/** A step's answer and the status the model predicted; both 0 for a step that did not apply. */
export interface Outcome {
  status: number;
  expected: number;
}
export const skipped: Outcome = { status: 0, expected: 0 };
export const done = (outcome: Outcome) => outcome.status === 200 || outcome.status === 201;

export const isOpen = (request: ModelRequest) =>
  request.status === 'Pending' || request.status === 'Scheduled';

/**
 * The clock starts at 09:00 UTC and runs on (`Date` only): today's requests (asked for 10:00) are open and
 * may be completed with the morning's times, whatever the hour the tests run at.
 */
export function clockFromNine(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T09:00:00Z'), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** Student number `index` asks for `day`: refused while that date is taken or three of theirs are open. */
export async function create(
  model: ModelRequest[],
  student: Account,
  index: number,
  { day, floor }: { day: number; floor: string },
): Promise<Outcome> {
  const mine = model.filter((request) => request.student === index);
  const dateTaken = mine.some((request) => request.day === day && request.status !== 'Rejected');
  const expected = dateTaken || mine.filter(isOpen).length >= 3 ? 409 : 201;
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '1', floor, date: dateIn(day), time: '10:00' },
  });
  if (answer.status === 201)
    model.push({ id: answer.body.request._id, student: index, day, status: 'Pending' });
  return { status: answer.status, expected };
}

/** The admin gives a Pending request to keeper number `index`. */
export async function allot(
  admin: Account,
  request: ModelRequest,
  keeper: Account,
  index: number,
): Promise<Outcome> {
  const expected = request.status === 'Pending' ? 200 : 409;
  const answer = await invoke('allotRequest', {
    token: admin.token,
    body: { id: request.id, roomKeeperId: keeper.id },
  });
  if (answer.status === 200) Object.assign(request, { status: 'Scheduled', keeper: index });
  return { status: answer.status, expected };
}

/** The admin rejects an open request, for good. */
export async function adminReject(admin: Account, request: ModelRequest): Promise<Outcome> {
  const expected = isOpen(request) ? 200 : 409;
  const answer = await invoke('rejectRequest', {
    token: admin.token,
    body: { id: request.id, message: 'Closed' },
  });
  if (answer.status === 200) request.status = 'Rejected';
  return { status: answer.status, expected };
}

/** The student withdraws their Pending request: it leaves the model. */
export async function withdraw(model: ModelRequest[], student: Account, request: ModelRequest) {
  const expected = request.status === 'Pending' ? 200 : 409;
  const answer = await invoke('deleteRequest', { token: student.token, body: { id: request.id } });
  if (answer.status === 200) model.splice(model.indexOf(request), 1);
  return { status: answer.status, expected };
}

/**
 * The scheduled job's overdue notices for this hostel alone, `hours` on from now: each open request told of
 * once in its present status, whichever the number of runs. Answers the hostel's result.
 */
export async function tellOverdueAt(hostelId: string, hours: number) {
  const { tellOverdue } = await import('#functions/domain/overdue-notices');
  const { runHostels } = await import('#functions/domain/run-hostels');
  const hostels = (await runHostels()).filter((hostel) => hostel.id === hostelId);
  const [result] = await tellOverdue(hostels, new Date(Date.now() + hours * 3_600_000));
  return result;
}

/**
 * Throws with what does not hold: each keeper's rating sum, count and complaints equal a recount of the
 * stored ratings of the `requests`, and each account's unread count the unread notifications it holds.
 */
export async function assertRatingsAndUnread(
  requests: readonly ModelRequest[],
  keepers: readonly Account[],
  accounts: readonly Account[],
): Promise<void> {
  const { keys } = await import('#functions/data/store/keys');
  const problems: string[] = [];
  const expectEqual = (what: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`${what}: ${actual} ≠ ${expected}`);
  };
  const counted = new Map(keepers.map((keeper) => [keeper.id, { sum: 0, count: 0, complaints: 0 }]));
  for (const request of requests)
    for (const item of await baseItems(`REQUEST#${request.id}`)) {
      const own = counted.get(String(item.roomKeeperId));
      if (!own || item.entity !== 'Feedback') continue;
      if (item.sk === 'RATING') {
        own.sum += Number(item.rating);
        own.count += 1;
      }
      if (item.sk === 'COMPLAINT') own.complaints += 1;
    }
  for (const keeper of keepers) {
    const user = await storedItem(keys.user(keeper.id));
    const own = counted.get(keeper.id) ?? { sum: 0, count: 0, complaints: 0 };
    expectEqual(`${keeper.name} ratingSum`, Number(user?.ratingSum ?? 0), own.sum);
    expectEqual(`${keeper.name} ratingCount`, Number(user?.ratingCount ?? 0), own.count);
    expectEqual(`${keeper.name} complaints`, Number(user?.complaints ?? 0), own.complaints);
  }
  for (const account of accounts) {
    const items = await baseItems(`USER#${account.id}`);
    const user = items.find((item) => item.sk === keys.user(account.id).sk);
    const unread = items.filter((item) => item.entity === 'Notification' && item.read === false).length;
    expectEqual(`${account.name} unreadNotes`, Number(user?.unreadNotes ?? 0), unread);
  }
  if (problems.length > 0) throw new Error(`Counters broken:\n${problems.join('\n')}`);
}
