import { messages } from '#shared/messages';
import { defaultRules } from '#shared/request-rules';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dateIn } from './requests-fixtures';

let student: Account;

beforeAll(async () => {
  student = await makeUser('student', await makeHostel());
});

const create = (date: string) =>
  invoke('createRequest', { token: student.token, body: { room: '7', floor: '2', date, time: '09:30' } });

describe(`a request date at most ${defaultRules.daysAhead} days ahead, by default`, () => {
  it('takes a date 60 days ahead', async () => {
    // Act
    const answer = await create(dateIn(60));

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body.request.date).toBe(dateIn(60));
  });

  it('refuses a later date with 400 request.dateTooFar, and stores nothing', async () => {
    // Act
    const answer = await create(dateIn(62));
    const list = await invoke('listRequests', { token: student.token, query: { from: dateIn(61) } });

    // Assess
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'request.dateTooFar',
        message: messages.dateTooFar,
        errors: [{ path: 'date', message: messages.dateTooFar }],
      },
    });
    expect(list.body.items).toEqual([]);
  });
});
