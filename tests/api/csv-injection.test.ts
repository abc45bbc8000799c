/**
 * CSV injection (OWASP): hostile values written through the real routes — a student named like a
 * formula, a room `=1+2`, a floor `+3`, a note starting `-`, a complaint starting `@` — come out of the
 * history and feedback downloads (their real columns) as text a spreadsheet will not evaluate, while
 * ordinary values come out unchanged.
 */
import { parse } from 'csv-parse/sync';
import type { TFunction } from 'i18next';

import type { FeedbackItem, ListedRequest } from '#shared/domain';

import { toCsv } from '../../web/src/export/csv';
import { feedbackCsvColumns } from '../../web/src/pages/feedback/feedback-csv-columns';
import { requestCsvColumns } from '../../web/src/pages/requests/request-csv-columns';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';
import { dateIn } from './requests-fixtures';

const hostileName = '=HYPERLINK("http://evil.example","x")';
const hostileKeeper = '-Kai the keeper';
const hostileNote = '-2 towels, please';
const hostileComplaint = '@SUM(1+1)*cmd|" /C calc"!A0';
const hostileSuggestion = '+1 for the new mops';
const ordinaryMessage = 'Tidy, thanks – 3 stars';

/** A spreadsheet evaluates a cell that begins with one of these (OWASP's list). */
const live = /^[=+\-@\t\r]/;

// The column headers are translation keys here: the cells, not the words above them, are under test.
const t = ((key: string) => key) as unknown as TFunction<never>;

let admin: Account;
let student: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  student = await makeUser('student', hostel);
  const keeper = await makeUser('roomkeeper', hostel);
  for (const [who, name] of [
    [student, hostileName],
    [keeper, hostileKeeper],
  ] as const) {
    const renamed = await invoke('updateUser', { token: who.token, body: { name } });
    expect(renamed.status, renamed.text).toBe(200);
    who.name = name;
  }

  const made = await invoke('createRequest', {
    token: student.token,
    body: { room: '=1+2', floor: '+3', date: dateIn(20), time: '10:00', message: hostileNote },
  });
  expect(made.status, made.text).toBe(201);
  const allotted = await invoke('allotRequest', {
    token: admin.token,
    body: { id: made.body.request._id, roomKeeperId: keeper.id },
  });
  expect(allotted.status, allotted.text).toBe(200);

  const done = await storeRequest(student, 'Completed', keeper, { room: '=1+2', floor: '+3' });
  const rated = await invoke('createRating', {
    token: student.token,
    body: {
      id: done._id,
      rating: 2,
      message: ordinaryMessage,
      complaint: hostileComplaint,
      suggestion: hostileSuggestion,
    },
  });
  expect(rated.status, rated.text).toBe(201);
});

const cellsOf = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

it('writes the history with no cell a spreadsheet would evaluate, and ordinary cells as they are', async () => {
  // Act
  const answer = await invoke('listRequests', { token: admin.token, query: { limit: '100' } });
  expect(answer.status, answer.text).toBe(200);
  const rows = (answer.body as { items: ListedRequest[] }).items;
  const cells = cellsOf(toCsv(requestCsvColumns(t as never), rows));

  // Assess
  const scheduled = cells.find((record) => record.includes('dashboard:status.Scheduled'))!;
  expect(scheduled).toEqual([
    dateIn(20),
    '10:00',
    "'=1+2",
    "'+3",
    `'${hostileName}`,
    `'${hostileKeeper}`,
    'dashboard:status.Scheduled',
    '',
    '',
    `'${hostileNote}`,
    // No cleaning schedule made it (issue 31's column).
    '',
  ]);
  expect(cells.flat().filter((cell) => live.test(cell))).toEqual([]);
});

it.each(['listRatings', 'listComplaints', 'listSuggestions'] as const)(
  'writes %s with no cell a spreadsheet would evaluate',
  async (route) => {
    // Act
    const answer = await invoke(route, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    const items = (answer.body as { items: FeedbackItem[] }).items;
    const kind = (
      { listRatings: 'ratings', listComplaints: 'complaints', listSuggestions: 'suggestions' } as const
    )[route];
    const cells = cellsOf(toCsv(feedbackCsvColumns(t as never, kind), items));

    // Assess
    expect(items).toHaveLength(1);
    const [, record] = cells;
    const message = {
      ratings: ordinaryMessage,
      complaints: hostileComplaint,
      suggestions: hostileSuggestion,
    }[kind];
    expect(record!.slice(2)).toEqual([
      "'=1+2",
      `'${hostileName}`,
      `'${hostileKeeper}`,
      '2',
      message === ordinaryMessage ? message : `'${message}`,
    ]);
    expect(record![1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells.flat().filter((cell) => live.test(cell))).toEqual([]);
  },
);
