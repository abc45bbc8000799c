/**
 * CSV export and the day sheet (issue: analytics and CSV): the admin downloads the hostel's request history
 * from Clean Requests (a header and one record per request the API lists, UTF-8 with a BOM), and prints a
 * keeper's day sheet, which prints alone.
 */
import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { allotRequest, createRequest, futureDay, signIn } from '../steps';

export const exportScenarios: Scenario[] = [
  {
    name: 'csv-export-history',
    async run({ open }) {
      // At least one request of the student's, whatever ran before.
      const student = await open();
      await signIn(student, 'student');
      await createRequest(student, futureDay(52), '09:30');
      const admin = await open();
      const { page } = admin;
      await signIn(admin, 'admin');
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
    },
  },
  {
    name: 'day-sheet-print',
    async run({ open }) {
      const student = await open();
      await signIn(student, 'student');
      const day = futureDay(53);
      await createRequest(student, day, '08:15');
      await createRequest(student, futureDay(54), '08:15');
      const admin = await open();
      await signIn(admin, 'admin');
      await allotRequest(admin, day, '08:15', 'Ravi Keeper');

      await admin.goto('/manage/day-sheet');
      const { page } = admin;
      await expect.visible(page.getByRole('heading', { name: 'Day sheet', level: 1 }));
      await page.getByRole('button', { name: /Choose a roomkeeper/ }).click();
      await page.getByRole('option', { name: 'Ravi Keeper' }).click();
      await page.getByRole('textbox', { name: 'Date' }).fill(day.typed);
      const sheet = page.getByRole('region', { name: new RegExp(`^Ravi Keeper · ${day.shown}$`) });
      await expect.visible(sheet.getByRole('rowheader', { name: '101' }));
      expect.equal(await sheet.getByRole('row').count(), 2, 'a header row and the one cleaning of that day');
      await admin.capture('day-sheet');
      // On paper only the sheet is printed.
      await page.emulateMedia({ media: 'print' });
      expect.truthy(
        await page.locator('#shell-header').evaluate((bar) => getComputedStyle(bar).visibility === 'hidden'),
        'the top bar hidden in print',
      );
      expect.truthy(await sheet.isVisible(), 'the sheet printed');
      await page.emulateMedia({ media: 'screen' });
    },
  },
];
