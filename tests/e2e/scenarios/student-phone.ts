/**
 * The student's phone and the shell on a narrow screen (issue 28). At 360 px the student's open requests
 * are cards (status first, keeper and contact, date and time, Delete), with no sideways scroll and no
 * status broken over two lines; Delete on a card deletes (on a desktop they are the table's rows). In Japanese at 360 px the bell and its unread
 * count stay in the top bar, the Today button and the breadcrumbs share one row above the page title, and
 * the first Tab reaches the skip link, which takes the focus to the page.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import { allotRequest, futureDay, postApi, signIn } from '../steps';

const keeperName = 'Ravi Keeper';
const narrow = { width: 360, height: 780 };

async function noSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect.truthy(scroll <= width, `${what}: no sideways scroll (${scroll} px wide in a ${width} px window)`);
}

/** Nothing in the sub-header row overlaps the page title, at the width the page has now. */
async function titleUncovered(page: Page, what: string) {
  // On a phone the sub-header mounts after the page's title (issue 28: the first screen in parts).
  await expect.visible(page.locator('.shell-subheader-today'));
  // No helper functions inside evaluate: tsx names them with a helper the page does not have.
  const [title, row, today] = await page.evaluate(() =>
    ['h1', '.shell-subheader', '.shell-subheader-today'].map(
      (selector) => document.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect | undefined,
    ),
  );
  const boxes = { title, row, today };
  expect.truthy(boxes.title && boxes.row && boxes.today, `${what}: the title and the sub-header are there`);
  expect.truthy(
    boxes.row!.bottom <= boxes.title!.top,
    `${what}: the sub-header (bottom ${boxes.row!.bottom}) above the title (top ${boxes.title!.top})`,
  );
  expect.truthy(
    boxes.today!.right <= boxes.row!.right + 1 && boxes.today!.height < 60,
    `${what}: the Today button in the sub-header's one row`,
  );
}

/** Asks for a clean as the student, straight through the API; answers the request's id. */
async function createRequest(student: Session, day: ReturnType<typeof futureDay>, time: string) {
  const answer = (await postApi(
    student.page,
    '/api/createRequest',
    { room: '101', floor: '1', date: day.iso, time },
    201,
  )) as { request: { _id: string } };
  return answer.request._id;
}

/** The admin rejects what a scenario opened, so the student's open-request limit is as it was. */
async function closeRequests(admin: Session, ids: string[]) {
  for (const id of ids)
    await postApi(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' }).catch(() => undefined);
}

export const studentPhoneScenarios: Scenario[] = [
  {
    name: 'student-phone-cards',
    devices: ['phone', 'desktop'],
    async run({ open, device }) {
      const [student, admin] = await Promise.all([open(device), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);
      const scheduledDay = futureDay(56);
      const pendingDay = futureDay(57);
      const scheduled = await createRequest(student, scheduledDay, '15:00');
      const pending = await createRequest(student, pendingDay, '08:00');
      const { page } = student;
      try {
        await allotRequest(admin, scheduledDay, '15:00', keeperName);
        if (device === 'desktop') {
          // At 1366 px the same requests are the table's rows.
          await student.goto('/dashboard/student');
          await expect.visible(page.getByRole('row').filter({ hasText: scheduledDay.shown }));
          await expect.visible(page.getByRole('row').filter({ hasText: pendingDay.shown }));
          expect.equal(
            await page.getByRole('region', { name: 'Your open requests' }).getByRole('listitem').count(),
            0,
            'cards on the desktop dashboard',
          );
          await student.capture('student-table-1366');
          return;
        }

        await student.goto('/dashboard/student');
        const list = page.getByRole('region', { name: 'Your open requests' });
        const card = (day: ReturnType<typeof futureDay>, time: string) =>
          list.getByRole('listitem').filter({ hasText: `${day.shown} · ${time}` });
        const scheduledCard = card(scheduledDay, '15:00');
        const pendingCard = card(pendingDay, '08:00');
        await expect.visible(scheduledCard.getByRole('heading', { name: 'Scheduled' }));
        await expect.visible(scheduledCard.getByText(keeperName));
        await expect.visible(scheduledCard.getByRole('link', { name: `Call ${keeperName}` }));
        await expect.visible(scheduledCard.getByRole('link', { name: `Email ${keeperName}` }));
        await expect.visible(pendingCard.getByRole('heading', { name: 'Pending' }));
        await expect.visible(pendingCard.getByText('No RoomKeeper Assigned'));
        expect.equal(await page.getByRole('table').count(), 0, 'tables on the phone dashboard');
        await noSidewaysScroll(page, 'the student dashboard at 360 px');
        const statusLines = await pendingCard.getByText('Pending', { exact: true }).evaluate((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect.equal(statusLines, 1, 'lines the Pending label takes');
        const remove = pendingCard.getByRole('button', {
          name: `Delete the request for ${pendingDay.shown}`,
        });
        const box = await remove.boundingBox();
        expect.truthy(box && box.height >= 44, `Delete at least 44 px high, got ${box?.height}`);
        await student.capture('student-cards-360');

        // Delete on the card deletes, as the table's does.
        await remove.click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect.visible(page.getByText('Successfully Deleted!'));
        await expect.hidden(pendingCard);
      } finally {
        await closeRequests(admin, [scheduled, pending]);
      }
    },
  },
  {
    name: 'student-phone-shell-ja',
    devices: ['phone'],
    async run({ open }) {
      const [student, admin] = await Promise.all([open('phone'), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);
      const day = futureDay(55);
      const made = await createRequest(student, day, '10:00');
      const { page } = student;
      try {
        // An allotment leaves the student a notification unread.
        await allotRequest(admin, day, '10:00', keeperName);
        await page.setViewportSize(narrow);
        await student.goto('/clean-requests?lng=ja');
        await expect.visible(page.getByRole('heading', { name: '清掃依頼', level: 1 }));

        // The bell and its count stay in the top bar; "More" does not swallow them.
        const bell = page.getByRole('button', { name: /^通知、未読 \d+ 件$/ });
        await expect.visible(bell);
        expect.truthy(/\d/.test(await bell.innerText()), 'the bell shows its unread count');
        await titleUncovered(page, 'Clean requests in Japanese at 360 px');
        await noSidewaysScroll(page, 'Clean requests in Japanese at 360 px');

        // The first Tab reaches the skip link, shown; Enter puts the focus on the page.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'メインコンテンツへスキップ' });
        expect.truthy(
          await skip.evaluate((link) => link === document.activeElement),
          'the skip link is the first thing Tab reaches',
        );
        const shown = await skip.boundingBox();
        expect.truthy(shown && shown.y >= 0 && shown.height > 20, 'the focused skip link is on screen');
        await student.capture('shell-ja-360-skip');
        await page.keyboard.press('Enter');
        expect.truthy(
          await page.evaluate(() => document.activeElement?.id === 'main-content'),
          'the focus on the page after the skip link',
        );

        // Two levels deep and at 320 px the title stays uncovered too.
        await student.goto('/user-profile');
        await expect.visible(page.getByRole('heading', { level: 1 }));
        await titleUncovered(page, 'My Profile in Japanese at 360 px');
        await page.setViewportSize({ width: 320, height: 700 });
        await titleUncovered(page, 'My Profile in Japanese at 320 px');
        await expect.visible(bell);
        await student.capture('shell-ja-320');
      } finally {
        // The language is the account's: English again for the scenarios after this one.
        await student.goto('/dashboard/student?lng=en');
        await expect.visible(page.getByRole('heading', { name: 'Student dashboard', level: 1 }));
        await closeRequests(admin, [made]);
      }
    },
  },
];
