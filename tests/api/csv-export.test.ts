/**
 * The CSV export over the real list route: every row of a 1,200-request history, read page by page as the
 * site does, written as CSV and read back by a CSV parser unchanged, with a name that needs quoting and
 * Japanese text; cancelling stops asking for pages.
 */
import { parse } from 'csv-parse/sync';

import type { ListedRequest } from '#shared/domain';

import { collectAll, type CsvColumn, exportPageSize, toCsv } from '../../web/src/export/csv';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequests } from '../helpers/seed-requests';

const trickyName = 'Zoë "Zed" Okafor, 山田 太郎';
let student: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  student = await makeUser('student', hostel, { name: trickyName });
  const keeper = await makeUser('roomkeeper', hostel, { name: 'Kai, the "Keeper"' });
  await storeRequests(1200, { hostelId: hostel.id, student, keeper });
}, 120_000);

const pageOf = async (cursor: string | undefined) => {
  const answer = await invoke('listRequests', {
    token: student.token,
    query: { limit: String(exportPageSize), ...(cursor ? { cursor } : {}) },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { items: ListedRequest[]; cursor?: string };
};

const columns: CsvColumn<ListedRequest>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Room', value: (row) => row.room },
  { header: 'Student', value: (row) => row.studentName },
  { header: 'Roomkeeper', value: (row) => row.roomkeeper },
  { header: 'Status', value: (row) => row.requestStatus },
];

it('writes every row of the history, and a CSV parser reads the same values back', async () => {
  // Prepare
  const progress: number[] = [];

  // Act
  const rows = await collectAll(pageOf, (count) => progress.push(count), new AbortController().signal);
  const text = toCsv(columns, rows!);
  const parsed: string[][] = parse(text, { bom: true });

  // Assess
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(rows).toHaveLength(1200);
  expect(new Set(rows!.map((row) => row._id)).size).toBe(1200);
  expect(progress.at(-1)).toBe(1200);
  expect(progress.length).toBeGreaterThanOrEqual(12);
  expect(parsed[0]).toEqual(['Date', 'Room', 'Student', 'Roomkeeper', 'Status']);
  expect(parsed).toHaveLength(1201);
  expect(parsed.slice(1)).toEqual(
    rows!.map((row) => [row.date, row.room, row.studentName, row.roomkeeper ?? '', row.requestStatus]),
  );
  expect(parsed.slice(1).every((record) => record[2] === trickyName)).toBe(true);
  expect(parsed.slice(1).some((record) => record[3] === 'Kai, the "Keeper"')).toBe(true);
  expect(parsed.slice(1).every((record) => /^\d{4}-\d{2}-\d{2}$/.test(record[0]!))).toBe(true);
});

it('asks for no further page once cancelled, and answers nothing', async () => {
  // Prepare
  const controller = new AbortController();
  let asked = 0;

  // Act
  const rows = await collectAll(
    async (cursor) => {
      asked += 1;
      const page = await pageOf(cursor);
      if (asked === 2) controller.abort();
      return page;
    },
    () => undefined,
    controller.signal,
  );

  // Assess
  expect(rows).toBeUndefined();
  expect(asked).toBe(2);
});
