import { onDynamoCall } from '#functions/data/store/client';

import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';

let admin: Account;
let otherAdmin: Account;
let keeper: Account;
let otherKeeper: Account;
let student: Account;
let otherStudent: Account;
/** Request ids in the order they were rated (oldest first), per keeper. */
const ratedForKeeper: string[] = [];
const ratedForOtherKeeper: string[] = [];

async function rate(by: Account, keeperOf: Account, complaint?: string) {
  const request = await storeRequest(by, 'Completed', keeperOf);
  const answer = await invoke('createRating', {
    token: by.token,
    body: {
      id: request._id,
      rating: 3,
      message: `About ${request._id}`,
      ...(complaint ? { complaint } : {}),
    },
  });
  if (answer.status !== 201) throw new Error(`rating failed: ${answer.status}`);
  return request._id;
}

beforeAll(async () => {
  const { hostel, ...admins } = await hostelsWithAdmins();
  ({ admin, otherAdmin } = admins);
  keeper = await makeUser('roomkeeper', hostel);
  otherKeeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
  otherStudent = await makeUser('student', hostel);
  ratedForKeeper.push(await rate(student, keeper, 'Dusty shelves'));
  ratedForOtherKeeper.push(await rate(otherStudent, otherKeeper));
  ratedForKeeper.push(await rate(otherStudent, keeper, 'Left the window open'));
});

const ids = (answer: { body: { items: { requestId: string }[] } }) =>
  answer.body.items.map((item) => item.requestId);

describe('GET /api/ratings, /api/complaints, /api/suggestions', () => {
  it('shows an admin their hostel’s ratings, newest first, as one Query', async () => {
    // Prepare
    const calls: string[] = [];
    const stop = onDynamoCall((command) => calls.push(command));

    // Act
    const answer = await invoke('listRatings', { token: admin.token });
    stop();

    // Assess
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([ratedForKeeper[1], ratedForOtherKeeper[0], ratedForKeeper[0]]);
    expect(answer.body.items[0]).toEqual({
      requestId: ratedForKeeper[1],
      kind: 'rating',
      room: '101',
      floor: '1',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: '10:00',
      studentId: otherStudent.id,
      studentName: otherStudent.name,
      roomKeeperId: keeper.id,
      roomkeeper: keeper.name,
      rating: 3,
      message: `About ${ratedForKeeper[1]}`,
      createdAt: expect.any(String),
    });
    // One Query for the page; the rest are the authentication's user read.
    expect(calls.filter((command) => command === 'QueryCommand')).toHaveLength(1);
    expect(calls).not.toContain('ScanCommand');
  });

  it('shows a keeper only the complaints about their own cleanings', async () => {
    // Act
    const mine = await invoke('listComplaints', { token: keeper.token });
    const theirs = await invoke('listComplaints', { token: otherKeeper.token });

    // Assess
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual([ratedForKeeper[1], ratedForKeeper[0]]);
    expect(mine.body.items.map((item: { message: string }) => item.message)).toEqual([
      'Left the window open',
      'Dusty shelves',
    ]);
    expect(theirs).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('shows a student only their own feedback', async () => {
    // Act
    const answer = await invoke('listRatings', { token: student.token });

    // Assess
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([ratedForKeeper[0]]);
  });

  it('shows another hostel’s admin nothing of this hostel', async () => {
    // Act
    const answers = await Promise.all(
      (['listRatings', 'listComplaints', 'listSuggestions'] as const).map((id) =>
        invoke(id, { token: otherAdmin.token }),
      ),
    );

    // Assess
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('pages with a cursor and refuses a cursor of another partition', async () => {
    // Act
    const first = await invoke('listRatings', { token: admin.token, query: { limit: '2' } });
    const second = await invoke('listRatings', {
      token: admin.token,
      query: { limit: '2', cursor: first.body.cursor },
    });
    const borrowed = await invoke('listRatings', {
      token: keeper.token,
      query: { cursor: first.body.cursor },
    });

    // Assess
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([ratedForKeeper[1], ratedForOtherKeeper[0]]);
    expect(first.body.cursor).toEqual(expect.any(String));
    expect(second.status).toBe(200);
    expect(ids(second)).toEqual([ratedForKeeper[0]]);
    expect(borrowed).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          code: 'input.badCursor',
          message: 'The page cursor is not valid',
          errors: [{ path: 'query.cursor', message: 'Field is not valid' }],
        },
      }),
    );
  });

  it('refuses a cursor that is not one', async () => {
    // Act
    const answer = await invoke('listSuggestions', { token: admin.token, query: { cursor: 'not-a-cursor' } });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'input.badCursor',
      message: 'The page cursor is not valid',
      errors: [{ path: 'query.cursor', message: 'Field is not valid' }],
    });
  });
});
