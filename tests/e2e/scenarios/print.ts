/**
 * Printing (issue 27, item 11): every page prints its content, without the shell and the controls; the
 * day sheet prints alone and clean. Each page is printed to PDF by Chromium (`page.pdf()`, which uses the
 * print stylesheet) and the PDF's text is read back with poppler's `pdftotext`, so what is checked is what
 * lands on paper, in reading order.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '../expect';
import { screenshotDir, type Session } from '../harness';
import type { Scenario } from '../run';
import { futureDay, postApi, signIn } from '../steps';

/** The page as Chromium prints it, as text (`-layout` keeps a table's cells on one line per row). */
async function printed(session: Session, name: string): Promise<string> {
  const pdf = await session.page.pdf({ format: 'A4', printBackground: false });
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `print-${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

function contains(text: string, wanted: (string | RegExp)[], what: string) {
  for (const want of wanted)
    expect.truthy(
      typeof want === 'string' ? squeeze(text).includes(want) : want.test(squeeze(text)),
      `${what} to print ${String(want)}; printed:\n${text}`,
    );
}

function lacks(text: string, unwanted: string[], what: string) {
  for (const word of unwanted)
    expect.truthy(!squeeze(text).includes(word), `${what} not to print ${word}; printed:\n${text}`);
}

/** The shell's navigation, top bar and footer, which no printed page carries. */
const shell = ['Sign Out', 'Manage Users', 'Hostel Settings', 'Layout Builder'];

export const printScenarios: Scenario[] = [
  {
    name: 'print-pages',
    async run({ open }) {
      const [visitor, student, admin] = await Promise.all([open(), open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);
      const day = futureDay(55);
      const pendingDay = futureDay(56);
      const ask = async (date: string, time: string) =>
        (await postApi(student.page, '/api/createRequest', { room: '101', floor: '1', date, time }, 201))
          .request._id as string;
      // One cleaning allotted to Ravi (the day sheet), one left pending (the dashboard); rejected at the end.
      const made = [await ask(day.iso, '08:45'), await ask(pendingDay.iso, '09:15')];
      try {
        await postApi(admin.page, '/api/allotRequest', { id: made[0], roomKeeper: 'Ravi Keeper' });

        // The public page: its text, without its navigation bar and its sign-up form.
        await visitor.goto('/about');
        await expect.visible(visitor.page.getByRole('heading', { name: 'Clean rooms, without the chasing' }));
        const about = await printed(visitor, 'about');
        contains(about, ['Clean rooms, without the chasing', 'Request a clean', 'Hostel admins'], '/about');

        // A dashboard: its heading, its counters and its table's rows, without the shell.
        await admin.goto('/dashboard/admin');
        // Its first pending row, whichever it is (other scenarios leave requests pending), cell by cell; the
        // table's loading row is a row with a cell too, so it is passed over.
        const firstRow = admin.page
          .getByRole('row')
          .filter({ has: admin.page.getByRole('cell') })
          .filter({ hasNotText: 'Loading requests' })
          .first();
        await expect.visible(firstRow);
        const cells = (await firstRow.getByRole('cell').allInnerTexts())
          .map((cell) => cell.trim())
          .filter(Boolean)
          .slice(0, 4);
        const dashboard = await printed(admin, 'dashboard');
        contains(
          dashboard,
          ['Demo Hostel dashboard', 'Pending requests', new RegExp(cells.map(escaped).join('\\s+'))],
          'the dashboard',
        );
        lacks(dashboard, shell, 'the dashboard');

        // The request history: a readable table, without the shell, its filters and its buttons.
        await admin.goto('/clean-requests');
        await expect.visible(admin.page.getByRole('heading', { name: 'Request history' }));
        await expect.visible(admin.page.getByRole('cell', { name: day.shown }).first());
        const history = await printed(admin, 'history');
        contains(
          history,
          ['Request history', /Date\s[^\n]*Room\s+Floor/, new RegExp(`${day.shown}\\s+08:45\\s+101\\s+1\\s`)],
          'the history',
        );
        lacks(history, [...shell, 'Download CSV'], 'the history');

        // The day sheet alone: the keeper and day, the table, and nothing of the form above it.
        await admin.goto('/manage/day-sheet');
        const { page } = admin;
        await page.getByRole('button', { name: /Choose a roomkeeper/ }).click();
        await page.getByRole('option', { name: 'Ravi Keeper' }).click();
        await page.getByRole('textbox', { name: 'Date' }).fill(day.typed);
        const sheet = page.getByRole('region', { name: new RegExp(`^Ravi Keeper · ${day.shown}$`) });
        await expect.visible(sheet.getByRole('rowheader', { name: '101' }));
        const daySheet = await printed(admin, 'day-sheet');
        contains(
          daySheet,
          [
            `Ravi Keeper · ${day.shown}`,
            /Floor\s+Room\s+Time Requested\s+Student\s+Note\s+Time-In\s+Time-Out\s+Signature/,
            /1\s+101\s+08:45/,
          ],
          'the day sheet',
        );
        lacks(daySheet, [...shell, 'Day sheet', 'Roomkeeper', 'Print', 'YYYY/MM/DD'], 'the day sheet');
      } finally {
        for (const id of made)
          await postApi(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' });
      }
    },
  },
];
