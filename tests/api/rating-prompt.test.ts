/**
 * The prompt to rate (issue 28) through the real handlers over DynamoDB Local: a rating of 3 stars or more
 * needs no message, 1 or 2 still do; dismissing the prompt of a completed cleaning is remembered on the
 * request (the history lists it), only by its own student, with three DynamoDB calls.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storedItem, storeRequest } from '../helpers/stored-requests';

let keeper: Account;
let student: Account;
let otherStudent: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
  otherStudent = await makeUser('student', hostel);
});

const listed = async (id: string) => {
  const answer = await invoke('listRequests', { token: student.token, query: { status: 'Completed' } });
  return (answer.body.items as { _id: string }[]).find((item) => item._id === id);
};

describe('a rating without a message', () => {
  it('is taken from 3 stars on, and stored with an empty message', async () => {
    const request = await storeRequest(student, 'Completed', keeper);
    const answer = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 3 },
    });

    expect(answer.status).toBe(201);
    expect(answer.body.rating).toMatchObject({ rating: 3, message: '' });
    expect(await listed(request._id)).toMatchObject({ rated: true });
  });

  it('is refused at 1 or 2 stars, naming the message', async () => {
    const request = await storeRequest(student, 'Completed', keeper);
    const answer = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 1 },
    });

    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'message', message: 'Required field' }] },
    });
  });
});

describe('POST /api/ratingPrompts/dismiss', () => {
  it('remembers on the request that its student does not want to be asked again', async () => {
    const request = await storeRequest(student, 'Completed', keeper);
    expect(await listed(request._id)).not.toHaveProperty('promptDismissed');

    const measured = await callsOf('dismissRatingPrompt', {
      token: student.token,
      body: { id: request._id },
    });
    const again = await invoke('dismissRatingPrompt', { token: student.token, body: { id: request._id } });

    expect(measured).toEqual({ status: 200, commands: ['GetItem', 'GetItem', 'UpdateItem'] });
    expect(again).toMatchObject({ status: 200, body: { _id: request._id } });
    expect(await listed(request._id)).toMatchObject({ promptDismissed: true });
    // The version stays: a rating sent after the dismissal is still taken.
    const rated = await invoke('createRating', {
      token: student.token,
      body: { id: request._id, rating: 5 },
    });
    expect(rated.status).toBe(201);
  });

  it('refuses another student’s request as missing, and a request not completed', async () => {
    const completed = await storeRequest(student, 'Completed', keeper);
    const pending = await storeRequest(student, 'Pending');

    const foreign = await invoke('dismissRatingPrompt', {
      token: otherStudent.token,
      body: { id: completed._id },
    });
    const open = await invoke('dismissRatingPrompt', { token: student.token, body: { id: pending._id } });

    expect(foreign).toMatchObject({ status: 404, body: { code: 'rating.notFound' } });
    expect(open).toMatchObject({ status: 409, body: { code: 'rating.notCompleted' } });
    expect(await storedItem({ pk: `REQUEST#${completed._id}`, sk: 'REQUEST' })).not.toHaveProperty(
      'promptDismissed',
    );
  });
});
