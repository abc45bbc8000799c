import { keys } from '#functions/data/store/keys';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storedItem, storedRequest, storeRequest } from '../helpers/stored-requests';

let hostel: { id: string; name: string };
let keeper: Account;
let student: Account;
let otherStudent: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
  otherStudent = await makeUser('student', hostel);
});

describe('POST /api/ratings', () => {
  it('rates the student’s own completed cleaning with a complaint and a suggestion, in one go', async () => {
    // Prepare
    const request = await storeRequest(student, 'Completed', keeper, { room: '204', floor: '2' });
    const keeperBefore = await storedItem(keys.user(keeper.id));

    // Act
    const answer = await invoke('createRating', {
      token: student.token,
      body: {
        id: request._id,
        rating: 4,
        message: 'Tidy and quick',
        suggestion: 'Come before noon',
        complaint: 'The bin was not emptied',
      },
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      rating: {
        requestId: request._id,
        kind: 'rating',
        room: '204',
        floor: '2',
        date: request.date,
        time: request.time,
        studentId: student.id,
        studentName: student.name,
        roomKeeperId: keeper.id,
        roomkeeper: keeper.name,
        rating: 4,
        message: 'Tidy and quick',
        createdAt: expect.any(String),
      },
    });
    const keeperAfter = await storedItem(keys.user(keeper.id));
    expect(Number(keeperAfter?.ratingSum) - Number(keeperBefore?.ratingSum)).toBe(4);
    expect(Number(keeperAfter?.ratingCount) - Number(keeperBefore?.ratingCount)).toBe(1);
    expect(Number(keeperAfter?.complaints) - Number(keeperBefore?.complaints)).toBe(1);
    const stored = await storedRequest(request._id);
    expect(stored).toMatchObject({ rated: true, requestStatus: 'Completed', version: request.version + 1 });
    expect(await storedItem(keys.feedback(request._id, 'COMPLAINT'))).toMatchObject({
      message: 'The bin was not emptied',
    });
    expect(await storedItem(keys.feedback(request._id, 'SUGGESTION'))).toMatchObject({
      message: 'Come before noon',
    });
  });

  it('adds no complaint when none is given', async () => {
    // Prepare
    const request = await storeRequest(student, 'Completed', keeper);
    const before = Number((await storedItem(keys.user(keeper.id)))?.complaints);

    // Act
    const answer = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 5, message: 'Spotless' },
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(Number((await storedItem(keys.user(keeper.id)))?.complaints)).toBe(before);
    expect(await storedItem(keys.feedback(request._id, 'COMPLAINT'))).toBeUndefined();
    expect(await storedItem(keys.feedback(request._id, 'SUGGESTION'))).toBeUndefined();
  });

  it('answers 404 for another student’s request and changes nothing', async () => {
    // Prepare
    const request = await storeRequest(otherStudent, 'Completed', keeper);

    // Act
    const answer = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 1, message: 'Not mine' },
    });

    // Assess
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'rating.notFound', message: 'No such request of yours' });
    expect(await storedRequest(request._id)).not.toHaveProperty('rated');
    expect(await storedItem(keys.feedback(request._id, 'RATING'))).toBeUndefined();
  });

  it('answers 409 for a request that is not Completed', async () => {
    // Prepare
    const pending = await storeRequest(student, 'Pending');
    const scheduled = await storeRequest(student, 'Scheduled', keeper);

    // Act
    const answers = await Promise.all(
      [pending, scheduled].map((request) =>
        invoke('createRating', {
          token: student.token,
          body: { id: request._id, rating: 3, message: 'Early' },
        }),
      ),
    );

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'rating.notCompleted',
        message: 'Only a completed cleaning can be rated',
      });
    }
    expect(await storedItem(keys.feedback(pending._id, 'RATING'))).toBeUndefined();
  });

  it('answers 409 to a second rating, and only one of two at once wins', async () => {
    // Prepare
    const sequential = await storeRequest(student, 'Completed', keeper);
    const raced = await storeRequest(student, 'Completed', keeper);
    const before = await storedItem(keys.user(keeper.id));
    const rate = (id: string, rating: number) =>
      invoke('createRating', { token: student.token, body: { id, rating, message: 'Again' } });

    // Act
    const first = await rate(sequential._id, 2);
    const second = await rate(sequential._id, 5);
    const race = await Promise.all([rate(raced._id, 1), rate(raced._id, 1), rate(raced._id, 1)]);

    // Assess
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { message: 'This cleaning has already been rated' } });
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const after = await storedItem(keys.user(keeper.id));
    expect(Number(after?.ratingCount) - Number(before?.ratingCount)).toBe(2);
    expect(Number(after?.ratingSum) - Number(before?.ratingSum)).toBe(3);
    expect(await storedItem(keys.feedback(sequential._id, 'RATING'))).toMatchObject({ rating: 2 });
  });

  it('refuses a rating outside 1–5, or of 1 or 2 stars without a message', async () => {
    // Prepare
    const request = await storeRequest(student, 'Completed', keeper);

    // Act
    const tooHigh = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 6, message: 'Great' },
    });
    const noMessage = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 2 },
    });

    // Assess
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errors.map((error: { path: string }) => error.path)).toEqual(['rating']);
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.errors.map((error: { path: string }) => error.path)).toEqual(['message']);
    expect(await storedRequest(request._id)).not.toHaveProperty('rated');
  });
});
