import { latestDate } from '#functions/domain/request-workflow';
import { messages } from '#shared/messages';
import { maxDaysAhead } from '#shared/request-dates';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { dateIn } from './requests-fixtures';

let student: Account;

beforeAll(async () => {
  student = await makeUser('student', await makeHostel());
});

const create = (date: string) =>
  invoke('createRequest', { token: student.token, body: { room: '7', floor: '2', date, time: '09:30' } });

describe(`a request date at most ${maxDaysAhead} days ahead`, () => {
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

  it('counts from the date that is furthest ahead anywhere (UTC+14), so no local date the site offers is refused', () => {
    expect(latestDate(new Date('2026-01-01T09:59:00Z'))).toBe('2026-03-02');
    expect(latestDate(new Date('2026-01-01T10:00:00Z'))).toBe('2026-03-03');
  });
});
