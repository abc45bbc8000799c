/**
 * Analytics (issue 16): the admin opens /analytics and sees the last seven days' numbers — what the API
 * answers, including a request the scenario creates, allots and has completed today — as charts with their
 * tables, switches to German (labels and dates follow), downloads the days as a CSV, and the page passes axe
 * at desktop width and at 360 px.
 */
import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import { formatDay } from '#shared/languages';

import { expect } from '../expect';
import type { Session } from '../harness';
import { earlierToday } from '../hostel-clock';
import type { Scenario, ScenarioContext } from '../run';
import { futureDay, postApi, signIn } from '../steps';

interface Day {
  date: string;
  created: number;
  allotted: number;
  completed: number;
  rejected: number;
  turnedBack: number;
}
interface Answer {
  days: Day[];
  keepers: { name: string; completed: number }[];
}

/** The hostel's last seven days as the API answers them to the admin signed in on `session`. */
async function analyticsOf(session: Session, from: string, to: string): Promise<Answer> {
  const token = await session.page.evaluate(() => localStorage.getItem('hostel-clean.auth.v1'));
  const answer = await session.page.request.get(`/api/analytics?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect.equal(answer.status(), 200, 'the status of GET /api/analytics');
  return (await answer.json()) as Answer;
}

const counts = (day: Day) =>
  [day.created, day.allotted, day.completed, day.rejected, day.turnedBack].map(String);

async function pickLanguage(session: Session, from: string, to: string) {
  const { page } = session;
  await page.getByRole('button', { name: new RegExp(`: ${from}$`) }).click();
  await page
    .getByRole('menuitemcheckbox', { name: to })
    .or(page.getByRole('menuitem', { name: to }))
    .click();
}

/** The phone part: the page at 360 px, in German, passes axe. */
async function onPhone(open: ScenarioContext['open']) {
  const admin = await open('phone');
  await signIn(admin, 'admin');
  try {
    await admin.goto('/analytics?lng=de');
    await expect.visible(admin.page.getByRole('heading', { name: 'Analysen', level: 1 }));
    await expect.visible(admin.page.getByRole('heading', { name: 'Anfragen pro Tag' }));
    await admin.capture('analytics-360');
  } finally {
    // The language is the account's: English again for the scenarios after this one.
    await admin.goto('/analytics?lng=en');
    await expect.visible(admin.page.getByRole('heading', { name: 'Analytics', level: 1 }));
  }
}

export const analyticsScenarios: Scenario[] = [
  {
    name: 'analytics',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      if (device === 'phone') return onPhone(open);
      const [student, keeper, admin] = await Promise.all([open(), open(), open()]);
      // One at a time: each sign-in is a password hash, and the local server turns away too many at once.
      await signIn(student, 'student');
      await signIn(keeper, 'roomkeeper');
      await signIn(admin, 'admin');
      const { page } = admin;
      const ask = async (days: number) =>
        (
          await postApi(
            student.page,
            '/api/createRequest',
            { room: '101', floor: '3', date: futureDay(days).iso, time: '11:05' },
            201,
          )
        ).request._id as string;
      // One request created, allotted to Ravi and completed today; one left Pending (rejected at the end).
      // The completed one is for today on the hostel's clock: a request is completed on its day.
      const done = await ask(0);
      const pending = await ask(58);
      let german = false;
      try {
        await postApi(admin.page, '/api/allotRequest', { id: done, roomKeeper: 'Ravi Keeper' });
        await postApi(keeper.page, '/api/completeRequest', { id: done, ...earlierToday });
        const today = futureDay(0).iso;
        const weekAgo = futureDay(-6).iso;
        const answer = await analyticsOf(admin, weekAgo, today);
        const todays = answer.days.at(-1)!;
        expect.truthy(todays.created >= 2 && todays.completed >= 1, "today's requests to be counted");

        await admin.goto('/analytics');
        await expect.visible(page.getByRole('heading', { name: 'Analytics', level: 1 }));
        await expect.visible(page.getByRole('heading', { name: 'Requests per day' }));
        for (const name of [
          'Waiting times per day',
          'Completed per roomkeeper',
          'Busiest floors',
          'Busiest requested times',
        ])
          await expect.visible(page.getByRole('heading', { name }));

        // The requests chart's numbers, as its table shows them: today's row is the API's.
        await page.getByRole('button', { name: 'Numbers as a table: Requests per day' }).click();
        const table = page.getByRole('table', { name: 'Requests per day' });
        const row = table.getByRole('row').filter({ hasText: formatDay(today, 'en') });
        expect.equal(
          (await row.getByRole('cell').allInnerTexts()).slice(-5),
          counts(todays),
          "today's created, allotted, completed, rejected and turned back",
        );
        expect.equal(await table.getByRole('row').count(), 8, 'a header row and seven days');
        const ravi = answer.keepers.find((card) => card.name === 'Ravi Keeper');
        const scores = page.getByRole('table', { name: 'Roomkeepers' });
        await expect.visible(scores.getByRole('rowheader', { name: 'Ravi Keeper' }));
        expect.truthy(
          (await scores.getByRole('row').filter({ hasText: 'Ravi Keeper' }).innerText()).includes(
            String(ravi?.completed),
          ),
          "Ravi's completed count in the scorecards",
        );
        await admin.capture('analytics');

        // The days as a CSV: one record per day, today's counts as the API's.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        expect.equal(download.suggestedFilename(), `analytics-${weekAgo}-${today}.csv`, 'the file name');
        const records: string[][] = parse(readFileSync((await download.path())!, 'utf8'), { bom: true });
        expect.equal(records[0]?.slice(0, 3), ['Date', 'Created', 'Allotted'], 'the header row');
        expect.equal(records.length - 1, 7, 'one record per day');
        expect.equal(records.at(-1)?.slice(0, 6), [today, ...counts(todays)], "today's record");

        // German: the labels and the dates follow.
        await pickLanguage(admin, 'English', 'Deutsch');
        german = true;
        await expect.visible(page.getByRole('heading', { name: 'Analysen', level: 1 }));
        await expect.visible(page.getByRole('heading', { name: 'Anfragen pro Tag' }));
        const germanTable = page.getByRole('table', { name: 'Anfragen pro Tag' });
        await expect.visible(germanTable.getByRole('row').filter({ hasText: formatDay(today, 'de') }));
        await admin.capture('analytics-de');
      } finally {
        // The language is the account's: English again for the scenarios after this one.
        if (german) await pickLanguage(admin, 'Deutsch', 'English');
        await postApi(admin.page, '/api/rejectRequest', { id: pending, message: 'Scenario over' });
      }
    },
  },
];
