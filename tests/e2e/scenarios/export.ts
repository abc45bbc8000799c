/**
 * CSV export and the day sheet (issue: analytics and CSV): the admin downloads the hostel's request history
 * from Clean Requests (a header and one record per request the API lists, UTF-8 with a BOM), and prints a
 * keeper's day sheet, which prints alone (what lands on paper: `print.ts`).
 */
import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import { futureDay, postApi, signIn } from '../steps';

/** A request of the signed-in student's, made through the API: its id. */
const ask = async (student: Session, day: ReturnType<typeof futureDay>, time: string) =>
  (await postApi(student.page, '/api/createRequest', { room: '101', floor: '1', date: day.iso, time }, 201))
    .request._id as string;

/** Rejects what the scenario made, so the demo student's open requests are as before. */
async function settle(admin: Session, ids: string[]) {
  for (const id of ids) await postApi(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' });
}

export const exportScenarios: Scenario[] = [
  {
    name: 'csv-export-history',
    async run({ open }) {
      // At least one request of the student's, whatever ran before; rejected again at the end, so the demo
      // student's open requests stay below the limit for the scenarios after this one.
      const [student, admin] = await Promise.all([open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);
      const { page } = admin;
      const made = await ask(student, futureDay(52), '09:30');
      try {
        await admin.goto('/clean-requests');
        await expect.visible(page.getByRole('heading', { name: 'Request history' }));

        // How many requests the hostel has, as the API lists them to this admin.
        const listed = await page.evaluate(async () => {
          const token = localStorage.getItem('hostel-clean.auth.v1');
          let count = 0;
          let cursor: string | undefined;
          do {
            const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
            const answer = await fetch(`/api/requests?${query}`, {
              headers: { authorization: `Bearer ${token}` },
            });
            const body = (await answer.json()) as { items: unknown[]; cursor?: string };
            count += body.items.length;
            cursor = body.cursor;
          } while (cursor);
          return count;
        });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        expect.equal(download.suggestedFilename(), 'Clean-Requests.csv', 'the file name');
        const text = readFileSync((await download.path())!, 'utf8');
        expect.truthy(text.startsWith('\uFEFF'), 'the CSV to start with a byte-order mark');
        const records: string[][] = parse(text, { bom: true });
        expect.equal(records[0]?.slice(0, 4), ['Date', 'Time Requested', 'Room', 'Floor'], 'the header row');
        expect.truthy(listed > 0, 'the request just made to be listed');
        expect.equal(records.length - 1, listed, 'one record per listed request');
        await admin.capture('csv-export');
      } finally {
        await settle(admin, [made]);
      }
    },
  },
  {
    name: 'day-sheet-print',
    async run({ open }) {
      const [student, admin] = await Promise.all([open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);
      const day = futureDay(53);
      // Ravi's cleaning that day, and one of the next day that the sheet leaves out; both rejected at the end.
      const made: string[] = [];
      try {
        made.push(await ask(student, day, '08:15'));
        made.push(await ask(student, futureDay(54), '08:15'));
        await postApi(admin.page, '/api/allotRequest', { id: made[0], roomKeeper: 'Ravi Keeper' });

        await admin.goto('/manage/day-sheet');
        const { page } = admin;
        await expect.visible(page.getByRole('heading', { name: 'Day sheet', level: 1 }));
        await page.getByRole('button', { name: /Choose a roomkeeper/ }).click();
        await page.getByRole('option', { name: 'Ravi Keeper' }).click();
        await page.getByRole('textbox', { name: 'Date' }).fill(day.typed);
        const sheet = page.getByRole('region', { name: new RegExp(`^Ravi Keeper · ${day.shown}$`) });
        await expect.visible(sheet.getByRole('rowheader', { name: '101' }));
        expect.equal(
          await sheet.getByRole('row').count(),
          2,
          'a header row and the one cleaning of that day',
        );
        await admin.capture('day-sheet');
        // On paper only the sheet is printed.
        await page.emulateMedia({ media: 'print' });
        expect.truthy(
          await page.locator('#shell-header').evaluate((bar) => getComputedStyle(bar).display === 'none'),
          'the top bar left out in print',
        );
        // Print-pages (print.ts) reads the printed PDF's text: the sheet without the form above it.
        expect.truthy(await sheet.isVisible(), 'the sheet printed');
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await settle(admin, made);
      }
    },
  },
];
