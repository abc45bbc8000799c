/**
 * Recurring cleaning, the residents' side (issue 31): the admin has a weekly schedule for the demo
 * student's room on two days this week; the hourly job (run now, `recurring-job.ts`) makes next days'
 * cleans and tells the room's resident in the bell; the resident sees the room's regular cleans on their
 * dashboard, skips the first with a reason and moves the second to another day of its week; the admin
 * allots the moved one and the keeper's phone shows it on its day, marked as a regular clean. Desktop in
 * English; on the phone the resident reads it all in Japanese at 360 px. axe checks each screen.
 */
import { addDays, weekdayOf } from '#shared/request-dates';

import { expect } from '../expect';
import type { Session } from '../harness';
import { hostelDate } from '../hostel-clock';
import { runRecurringJob } from '../recurring-job';
import type { Scenario } from '../run';
import { chooseTime, noSidewaysScroll, postApi, signIn } from '../steps';

const keeperName = 'Ravi Keeper';

const words = {
  en: {
    title: "Your room's regular cleans",
    skip: /^Skip the regular clean on /,
    move: /^Move the regular clean on /,
    skipDialog: 'Skip this clean',
    reason: 'Why (optional)',
    skipSubmit: 'Skip it',
    skipped: /^The clean on .+ is skipped\.$/,
    moveDialog: 'Move this clean',
    date: 'New date',
    time: 'New time',
    moveSubmit: 'Move it',
    moved: /^The clean is moved to .+ at 11:00\.$/,
    bell: /^Notifications, \d+ unread$/,
    events: 'Events',
    told: /^Room \S+ has its regular clean on .+ at 10:00\./,
    close: 'Close notifications',
  },
  ja: {
    title: 'お部屋の定期清掃',
    skip: /の定期清掃をスキップ$/,
    move: /の定期清掃の日程を変更$/,
    skipDialog: 'この清掃をスキップ',
    reason: '理由（任意）',
    skipSubmit: 'スキップする',
    skipped: /の清掃をスキップしました。$/,
    moveDialog: 'この清掃の日程を変更',
    date: '新しい日付',
    time: '新しい時刻',
    moveSubmit: '変更する',
    moved: /^清掃を .+ 11:00 に変更しました。$/,
    bell: /^通知、未読 \d+ 件$/,
    events: 'イベント',
    told: /号室の定期清掃は .+ 10:00 です。/,
    close: '通知を閉じる',
  },
};

const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
/** Another day of the date's Monday-to-Sunday week. */
const sameWeek = (date: string) =>
  mondayOf(addDays(date, 1)) === mondayOf(date) ? addDays(date, 1) : addDays(date, -1);

async function getApi(session: Session, path: string) {
  const token = await session.page.evaluate(() => localStorage.getItem('hostel-clean.auth.v1'));
  const answer = await session.page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect.equal(answer.status(), 200, `the status of GET ${path}`);
  return answer.json();
}

export const recurringResidentsScenarios: Scenario[] = [
  {
    name: 'recurring-residents',
    devices: ['desktop', 'phone'],
    async run({ open, runtime, device }) {
      const phone = device === 'phone';
      const text = phone ? words.ja : words.en;
      const [admin, student, keeper] = await Promise.all([open(), open(device), open('phone')]);
      await Promise.all([signIn(admin, 'admin'), signIn(student, 'student'), signIn(keeper, 'roomkeeper')]);
      const home = (await getApi(student, '/api/requestRooms')).data[0] as { id: string; number: string };
      // Two and four days on (the next days' cleans the job makes), told with a week's notice.
      const first = hostelDate(2);
      const second = hostelDate(4);
      const moveTo = sameWeek(second);
      await postApi(admin.page, '/api/hostelSettings', { noticeHours: 168, closedWeekdays: [] });
      const made = await postApi(
        admin.page,
        '/api/recurrences',
        {
          name: `Room ${home.number} ${device}`,
          target: { kind: 'room', roomId: home.id },
          cadence: { kind: 'weekly', weekdays: [weekdayOf(first), weekdayOf(second)] },
          from: '10:00',
          to: '12:00',
          start: hostelDate(0),
          end: hostelDate(6),
          closedDays: 'move',
          autoAllot: false,
        },
        201,
      );
      const recurrence = made.recurrence as { _id: string; version: number };
      try {
        const runs = await runRecurringJob(runtime);
        const ran = runs.find((hostel) => hostel.made >= 2 && hostel.told >= 2);
        expect.truthy(ran, `the job made and told the demo hostel's cleans: ${JSON.stringify(runs)}`);

        // Told in the bell.
        const { page } = student;
        await student.goto(phone ? '/dashboard/student?lng=ja' : '/dashboard/student');
        await page.locator('#shell-header').getByRole('button', { name: text.bell }).click();
        await page.getByRole('tab', { name: text.events }).click();
        await expect.visible(page.getByText(text.told).first());
        await student.capture(`recurring-residents-told-${device}`);
        await page.getByRole('button', { name: text.close }).click();

        // The room's regular cleans, as cards, Skip and Move on each.
        const cleans = page.getByRole('region', { name: text.title });
        await expect.visible(cleans.getByRole('button', { name: text.skip }).first());
        if (phone) await noSidewaysScroll(page, "the room's regular cleans in Japanese at 360 px");
        await student.capture(`recurring-residents-cleans-${device}`);

        await cleans.getByRole('button', { name: text.skip }).first().click();
        const skip = page.getByRole('dialog', { name: text.skipDialog });
        await skip.getByLabel(text.reason).fill('Exams that day');
        await student.capture(`recurring-residents-skip-${device}`);
        await skip.getByRole('button', { name: text.skipSubmit }).click();
        await expect.visible(page.getByText(text.skipped));
        // The skipped clean leaves the list: the one left is the second.
        await cleans.getByRole('button', { name: text.move }).nth(1).waitFor({ state: 'detached' });

        await cleans.getByRole('button', { name: text.move }).first().click();
        const move = page.getByRole('dialog', { name: text.moveDialog });
        await move.getByLabel(text.date, { exact: true }).fill(moveTo.replace(/-/g, '/'));
        await chooseTime(move, text.time, '11:00');
        await student.capture(`recurring-residents-move-${device}`);
        await move.getByRole('button', { name: text.moveSubmit }).click();
        await expect.visible(page.getByText(text.moved));

        // The admin allots the moved clean; the keeper's phone shows it on its day, marked as regular.
        const mine = (await getApi(student, '/api/recurring/mine')).requests as {
          _id: string;
          date: string;
        }[];
        const moved = mine.find((clean) => clean.date === moveTo);
        expect.truthy(moved, `the moved clean on ${moveTo}`);
        await postApi(admin.page, '/api/allotRequest', {
          id: moved!._id,
          roomKeeper: keeperName,
          confirmOverCapacity: true,
        });
        await keeper.goto('/dashboard/roomkeeper');
        const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${moveTo}T00:00:00Z`),
        );
        const day = keeper.page.getByRole('region', { name: shown });
        await expect.visible(day.getByText(`Room ${home.number}, floor 1`));
        await expect.visible(day.getByRole('img', { name: 'Regular clean' }).first());
        await noSidewaysScroll(keeper.page, 'the keeper phone with a regular clean');
        await keeper.capture(`recurring-residents-keeper-${device}`);

        // The admin sees why: the skipped clean's timeline names the resident and the reason.
        const before = (await getApi(admin, `/api/roomRequests?room=${home.id}`)).data as {
          _id: string;
          date: string;
          recurrenceId?: string;
        }[];
        const skipped = before.find((clean) => clean.recurrenceId === recurrence._id && clean.date === first);
        expect.truthy(skipped, `the skipped clean on ${first}`);
        const timeline = await getApi(admin, `/api/requestTimeline?id=${skipped!._id}`);
        const last = timeline.history.at(-1) as { action: string; byName: string; note?: string };
        expect.equal(
          `${last.action} ${last.byName}: ${last.note}`,
          'skip Sam Student: Exams that day',
          'why',
        );
        await postApi(admin.page, '/api/rejectRequest', { id: moved!._id, message: 'Scenario over' });
      } finally {
        await postApi(admin.page, '/api/updateRecurrence', {
          id: recurrence._id,
          version: recurrence.version,
          paused: true,
        });
        await postApi(admin.page, '/api/hostelSettings', { noticeHours: 48 });
        if (phone) await student.goto('/dashboard/student?lng=en');
      }
    },
  },
];
