/**
 * A cleaning schedule that allots by itself (issue 31): the admin creates, in the schedules page's dialog,
 * a weekly schedule for the single rooms of the demo building (two floors) on one day five days on, with
 * "Allot automatically" on. That day Ravi and a second keeper work 60 minutes each (every other keeper is
 * off), less than the rooms take. The hourly job (run now, `recurring-job.ts`) makes the day's cleans and
 * allots what fits along the walk: the one left Pending is the walk's end, and its allot dialog shows every
 * keeper within their minutes and the two full; the admin's bell says once that it waits, also after a
 * second run. Ravi's phone, in
 * Japanese at 360 px, shows his cleans of that day in walking order (floor, then room), each marked as a
 * regular clean. axe checks each screen.
 */
import { randomUUID } from 'node:crypto';

import { formatDay } from '#shared/languages';

import { expect } from '../expect';
import type { Session } from '../harness';
import { hostelDate } from '../hostel-clock';
import { runRecurringJob } from '../recurring-job';
import type { Scenario } from '../run';
import { noSidewaysScroll, postApi, signIn } from '../steps';
import { choose, createSchedule, words } from './recurring';

/** Minutes a day each of the day's two keepers works: three single rooms (20 minutes each), not seven. */
const capacity = 60;
const ravi = 'Ravi Keeper';
// Unread or not: a second look at the bell finds the first look's notes read.
const bell = /^Notifications(, \d+ unread)?$/;

interface Stored {
  _id: string;
  version: number;
  name: string;
  autoAllot: boolean;
}

interface Listed {
  _id: string;
  date: string;
  room: string;
  floor: string;
  recurrenceId?: string;
}

async function getApi(session: Session, path: string) {
  const token = await session.page.evaluate(() => localStorage.getItem('hostel-clean.auth.v1'));
  const answer = await session.page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect.equal(answer.status(), 200, `the status of GET ${path}`);
  return answer.json();
}

/** The walking order as the product defines it: floor, then room, numbers by their value (one building). */
const key = (text: string) => (/^\d+$/.test(text) ? text.padStart(9, '0') : text.toLowerCase());
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const walking = (a: { floor: string; room: string }, b: { floor: string; room: string }) =>
  byCodePoint(key(a.floor), key(b.floor)) || byCodePoint(key(a.room), key(b.room));

/** The admin's bell, opened on the dashboard: how many times it says the run's cleans wait. */
async function unplacedNotes(admin: Session, text: string): Promise<number> {
  const { page } = admin;
  await admin.goto('/dashboard/admin');
  await page.locator('#shell-header').getByRole('button', { name: bell }).click();
  await expect.visible(page.getByText(text, { exact: true }));
  return page.getByText(text, { exact: true }).count();
}

export const recurringAutoAllotScenarios: Scenario[] = [
  {
    name: 'recurring-auto-allot',
    devices: ['phone'],
    async run({ open, runtime }) {
      const [admin, keeper] = await Promise.all([open(), open('phone')]);
      await signIn(admin, 'admin');
      await signIn(keeper, 'roomkeeper');
      const { page } = admin;
      const text = words.en;
      const run = randomUUID().slice(0, 4);
      const name = `Singles auto ${run}`;
      const day = hostelDate(5);
      const shown = formatDay(day, 'en');
      const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );

      // The day's keepers: Ravi and Kenji at 60 minutes; any other keeper of the hostel off that day.
      const keepers = (await getApi(admin, '/api/users?role=roomkeeper&limit=100')).items as {
        _id: string;
        name: string;
      }[];
      const raviId = keepers.find((one) => one.name === ravi)?._id;
      expect.truthy(raviId, 'the demo keeper');
      const others = keepers.filter((one) => one._id !== raviId);
      const kenji = await postApi(
        page,
        '/api/users',
        { role: 'roomkeeper', fullname: 'Kenji Keeper', email: `kenji-${run}@test.hostel` },
        201,
      );
      const kenjiId = kenji.user._id as string;
      let recurrence: Stored | undefined;
      try {
        for (const id of [raviId!, kenjiId])
          await postApi(page, '/api/keeperCapacity', { keeperId: id, minutes: capacity });
        for (const other of others)
          await postApi(page, '/api/daysOff', { keeperId: other._id, date: day, off: true });

        // The schedule, made in the dialog: the singles of Main, weekly on the day's weekday, that day only.
        await admin.goto('/cleaning-schedules');
        await expect.visible(page.getByRole('heading', { name: text.heading, level: 1 }));
        await createSchedule(
          admin,
          text,
          name,
          async (dialog) => {
            await choose(page, dialog, text.type, text.single);
            await choose(page, dialog, text.building, 'Main');
            await dialog.getByRole('checkbox', { name: weekday, exact: true }).check();
            await dialog.getByLabel('Start date', { exact: true }).fill(day.replace(/-/g, '/'));
            await dialog.getByLabel('End date (optional)', { exact: true }).fill(day.replace(/-/g, '/'));
            await dialog.getByRole('checkbox', { name: /^Give the new requests to roomkeepers/ }).check();
          },
          false,
          async (dialog) => {
            // One date: the day itself, not moved.
            await expect.visible(dialog.getByRole('listitem').filter({ hasText: shown }));
            expect.equal(await dialog.getByRole('listitem').count(), 1, 'the dates previewed');
          },
        );
        const listed = (await getApi(admin, '/api/recurrences')).recurrences as Stored[];
        const made = listed.find((one) => one.name === name);
        expect.truthy(made?.autoAllot, `${name}, allotting automatically`);
        recurrence = made;

        // The hourly job: the day's cleans made, some allotted, the rest left Pending.
        const runs = await runRecurringJob(runtime);
        const ran = runs.find((hostel) => hostel.made >= 4);
        expect.truthy(ran, `the job made the demo hostel's cleans: ${JSON.stringify(runs)}`);
        expect.truthy(
          ran!.allotted >= 2 && ran!.unplaced >= 1,
          `some allotted, some not: ${JSON.stringify(ran)}`,
        );
        expect.truthy(
          ran!.allotted + ran!.unplaced <= ran!.made,
          `no more placed than made: ${JSON.stringify(ran)}`,
        );

        // Told once in the bell.
        const note = `${ran!.unplaced} ${ran!.unplaced === 1 ? 'request' : 'requests'} of cleaning schedules from ${shown} on could not be allotted automatically: ${ran!.unplaced === 1 ? 'it waits' : 'they wait'} as Pending.`;
        expect.equal(await unplacedNotes(admin, note), 1, 'notes of the cleans left');
        await admin.capture('recurring-auto-allot-bell');

        // What waits: the schedule's cleans of that day still Pending, on the dashboard with the mark.
        const pending = ((await getApi(admin, '/api/admin/dashboard')).data as Listed[]).filter(
          (row) => row.recurrenceId === recurrence!._id,
        );
        expect.equal(pending.length, ran!.unplaced, 'the Pending cleans of the schedule');
        await page.getByRole('button', { name: 'Close notifications' }).click();
        const waiting = page.getByRole('row').filter({
          has: page.getByRole('checkbox', {
            name: `Select the request of room ${pending[0]!.room} on ${shown}`,
          }),
        });
        await expect.visible(waiting.getByRole('img', { name: 'Regular clean' }));

        // The keepers' loads that day, as the allot dialog shows them: nobody over their minutes, and the
        // two working keepers too full for another single room.
        await waiting.getByRole('button', { name: 'Allot', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Allot a roomkeeper' });
        await dialog.locator('button[aria-haspopup]').click();
        await expect.visible(page.getByRole('option', { name: /Kenji Keeper/ }));
        const loads = await page.getByRole('option').allInnerTexts();
        for (const load of loads) {
          const [, planned, of] = /(\d+) of (\d+) min planned/.exec(load) ?? [];
          expect.truthy(planned !== undefined, `the minutes planned in ${JSON.stringify(load)}`);
          expect.truthy(Number(planned) <= Number(of), `within the minutes: ${JSON.stringify(load)}`);
        }
        for (const full of [ravi, 'Kenji Keeper']) {
          const option = page.getByRole('option', { name: new RegExp(full) });
          await expect.visible(option.getByText('Over capacity'));
          const [, planned] = /(\d+) of 60 min planned/.exec(await option.innerText()) ?? [];
          expect.truthy(Number(planned) > capacity - 20, `${full}'s day full: ${planned}`);
        }
        await admin.capture('recurring-auto-allot-loads');
        await page.keyboard.press('Escape');
        await dialog.getByRole('button', { name: 'Cancel' }).last().click();

        // Run again: nothing new made, and the bell still says it once.
        const again = await runRecurringJob(runtime);
        expect.truthy(
          again.every((hostel) => hostel.made === 0 && hostel.unplaced === 0),
          `the second run made nothing: ${JSON.stringify(again)}`,
        );
        expect.equal(await unplacedNotes(admin, note), 1, 'notes of the cleans left, after a second run');

        // The day's cleans were placed along the walk: what waits is its end, after every allotted one.
        const mine = ((await getApi(keeper, '/api/roomkeeper/dashboard')).data as { request: Listed }[])
          .map((row) => row.request)
          .filter((request) => request.recurrenceId === recurrence!._id && request.date === day);
        expect.truthy(mine.length >= 2, `two or more of the day's cleans for Ravi: ${mine.length}`);
        // Kenji was made for this scenario: all his cleans that day are the schedule's.
        const kenjis = (await getApi(admin, `/api/schedule?roomKeeper=${kenjiId}&date=${day}`)) as {
          room: string;
          floor: string;
        }[];
        expect.truthy(kenjis.length >= 1, "Kenji's cleans that day");
        for (const left of pending)
          for (const placed of [...mine, ...kenjis])
            expect.truthy(
              walking(placed, left) < 0,
              `room ${placed.room} (allotted) before room ${left.room} (waiting) on the walk`,
            );

        // Ravi's phone, in Japanese: the day's cleans in walking order, each marked as a regular clean.
        await keeper.goto('/dashboard/roomkeeper?lng=ja');
        const dayCards = keeper.page.getByRole('region', { name: formatDay(day, 'ja') });
        const cards = dayCards.getByRole('heading', { level: 3 });
        await expect.visible(cards.first());
        await expect.visible(cards.nth(mine.length - 1));
        const places = (await cards.allInnerTexts()).map((heading) => {
          const [, room, floor] = /^(\S+) 号室、(\S+) 階/.exec(heading.trim()) ?? [];
          expect.truthy(room && floor, `a room and floor in ${JSON.stringify(heading)}`);
          return { room: room!, floor: floor! };
        });
        expect.equal(places, [...places].sort(walking), "the order of the day's cards");
        const rooms = places.map((place) => place.room);
        for (const clean of mine) {
          expect.truthy(rooms.includes(clean.room), `room ${clean.room} among the day's cards`);
          const card = cards.filter({ hasText: new RegExp(`^${clean.room} 号室`) });
          await expect.visible(card.getByRole('img', { name: '定期清掃' }));
        }
        await noSidewaysScroll(keeper.page, "the keeper's day in Japanese at 360 px");
        await keeper.capture('recurring-auto-allot-keeper-ja');
      } finally {
        await keeper.goto('/dashboard/roomkeeper?lng=en');
        if (recurrence) {
          const stored = ((await getApi(admin, '/api/recurrences')).recurrences as Stored[]).find(
            (one) => one._id === recurrence!._id,
          );
          await postApi(page, '/api/updateRecurrence', {
            id: recurrence._id,
            version: stored?.version ?? recurrence.version,
            paused: true,
          });
        }
        // Kenji's removal gives his cleans back as Pending; then the schedule's cleans are rejected.
        await postApi(page, '/api/deleteUsers', { ids: [kenjiId] });
        if (recurrence) {
          const left = [
            ...((await getApi(admin, '/api/admin/dashboard')).data as Listed[]),
            ...((await getApi(keeper, '/api/roomkeeper/dashboard')).data as { request: Listed }[]).map(
              (row) => row.request,
            ),
          ].filter((request) => request.recurrenceId === recurrence!._id);
          for (const request of left)
            await postApi(page, '/api/rejectRequest', { id: request._id, message: 'Scenario over' });
        }
        await postApi(page, '/api/keeperCapacity', { keeperId: raviId, minutes: null });
        for (const other of others)
          await postApi(page, '/api/daysOff', { keeperId: other._id, date: day, off: false });
      }
    },
  },
];
