/**
 * The roomkeeper's phone (issue 13): at 360 px the keeper sees today's request as a card with no
 * sideways scroll (also at 390 px), taps Start (the student sees it in progress), taps Done (Completed
 * with both times), and gives tomorrow's request back with Can't clean → No access (Pending for the admin
 * with that reason). Offline, a reload still shows the list as fetched; Done taken offline waits with a
 * banner and is sent with its tap time once back online, and sent again it completes nothing twice. The
 * keeper's Clean Requests page shows cards as well. The scenario closes what it opened, so the student's open-request limit is untouched.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import { viewports } from '../harness';
import type { Scenario } from '../run';
import { allotRequest, counter, createRequest, futureDay, rowOf, signIn, signOut } from '../steps';

const keeperName = 'Ravi Keeper';

/** The page is no wider than the window: nothing to scroll sideways to. */
async function noSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect.truthy(scroll <= width, `${what}: no sideways scroll (${scroll} px wide in a ${width} px window)`);
}

export const keeperPhoneScenarios: Scenario[] = [
  {
    name: 'keeper-phone-cards',
    devices: ['phone'],
    async run({ open }) {
      const [student, admin, keeper] = await Promise.all([open(), open(), open('phone')]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      const today = futureDay(0);
      const tomorrow = futureDay(1);
      // Later today on the hostel's clock (`hostel-clock.ts`): a time already past is refused.
      await createRequest(student, today, '13:00');
      await createRequest(student, tomorrow, '09:00');
      await allotRequest(admin, today, '13:00', keeperName);
      await allotRequest(admin, tomorrow, '09:00', keeperName);

      // Today's request is a card under Today, with the student's contact to tap.
      const { page } = keeper;
      await page.reload();
      const todayCards = page.getByRole('region', { name: today.shown });
      await expect.visible(todayCards.getByRole('heading', { name: /^Today/ }));
      await expect.visible(todayCards.getByText('Room 101, floor 1'));
      await expect.visible(todayCards.getByRole('link', { name: 'Call Sam Student' }));
      await expect.visible(todayCards.getByRole('link', { name: 'Email Sam Student' }));
      await noSidewaysScroll(page, 'the keeper dashboard at 360 px');
      const start = todayCards.getByRole('button', { name: 'Start' });
      const box = await start.boundingBox();
      expect.truthy(box && box.height >= 44, `Start at least 44 px high, got ${box?.height}`);
      await keeper.capture('keeper-cards');
      await page.setViewportSize({ width: 390, height: 844 });
      await noSidewaysScroll(page, 'the keeper dashboard at 390 px');
      await page.setViewportSize(viewports.phone);

      // Start: the student sees it in progress.
      await start.click();
      await expect.visible(page.getByText('Cleaning started.'));
      await expect.visible(todayCards.getByText('In progress'));
      await student.goto('/dashboard/student');
      await expect.visible(rowOf(student.page, today.shown, 'In progress'));

      // Offline: the site and the list as last fetched still open, marked as such.
      await page.reload();
      await expect.visible(todayCards.getByText('In progress'));
      const completedBefore = await counter(page, 'Requests Completed');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await keeper.context.setOffline(true);
      await page.reload();
      await expect.visible(page.getByText('You are offline'));
      await expect.visible(page.getByText(/The list is as fetched at/));
      await expect.visible(todayCards.getByText('In progress'));

      // Done offline waits on the phone; back online it is sent with the time of the tap.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/completeRequest')) sent.push(request.postData() ?? '');
      });
      const tappedAt = new Date();
      await todayCards.getByRole('button', { name: 'Done' }).click();
      await expect.visible(page.getByText('1 action waits to be sent.'));
      await expect.visible(todayCards.getByText('Waiting to be sent'));
      await keeper.capture('keeper-offline-waiting');
      await keeper.context.setOffline(false);
      await expect.hidden(todayCards);
      await expect.hidden(page.getByText('You are offline'));
      const queued = JSON.parse(sent[0] ?? '{}') as { at?: string; actionId?: string };
      expect.truthy(
        queued.at && Math.abs(Date.parse(queued.at) - tappedAt.getTime()) < 60_000,
        `the queued Done sent with the time of the tap (${tappedAt.toISOString()}), got ${queued.at}`,
      );

      // The same queued action sent again completes nothing twice: the first answer comes back.
      const token = await page.evaluate((key) => localStorage.getItem(key), 'hostel-clean.auth.v1');
      const again = await page.request.post('/api/completeRequest', {
        data: sent[0],
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      const replay = (await again.json()) as { requestStatus: string; version: number };
      expect.equal(again.status(), 200, 'the replay status');
      expect.equal(replay.requestStatus, 'Completed', 'the replay answer');
      await keeper.goto('/dashboard/roomkeeper');
      expect.equal(
        await counter(page, 'Requests Completed'),
        completedBefore + 1,
        'Requests Completed after the replay',
      );
      await student.goto('/clean-requests');
      const completed = rowOf(student.page, today.shown, 'Completed');
      await expect.visible(completed.getByText(/^\d\d:\d\d–\d\d:\d\d$/));

      // The keeper's Clean Requests page is cards too: the day's request Completed, with its times.
      await keeper.goto('/clean-requests');
      const history = page.getByRole('region', { name: today.shown });
      await expect.visible(history.getByText('Completed'));
      await expect.visible(history.getByText(/^\d\d:\d\d–\d\d:\d\d$/));
      await noSidewaysScroll(page, 'the keeper Clean Requests page at 360 px');
      await keeper.capture('keeper-clean-requests-cards');
      await page.setViewportSize({ width: 390, height: 844 });
      await noSidewaysScroll(page, 'the keeper Clean Requests page at 390 px');
      await page.setViewportSize(viewports.phone);
      await keeper.goto('/dashboard/roomkeeper');

      // Can't clean → No access: back to the admin, who sees why.
      const tomorrowCards = page.getByRole('region', { name: tomorrow.shown });
      await tomorrowCards.getByRole('button', { name: "Can't clean" }).click();
      const dialog = page.getByRole('dialog', { name: /^Can't clean/ });
      await expect.visible(dialog.getByRole('radio', { name: /No access/ }));
      await keeper.capture('cant-clean-dialog');
      await dialog.getByRole('button', { name: 'Give back to the admin' }).click();
      await expect.visible(page.getByText('The request went back to the admin.'));
      await expect.hidden(tomorrowCards);
      await admin.goto('/dashboard/admin');
      const back = rowOf(admin.page, tomorrow.shown, '09:00');
      await expect.visible(back.getByText(`Turned back by ${keeperName}: No access`));

      // The admin closes it, so later scenarios find the student's open requests as before.
      await back.getByRole('button', { name: 'Reject Request' }).click();
      const reject = admin.page.getByRole('dialog', { name: 'Reject request' });
      await reject.getByLabel('Reason').fill('Skipped this week');
      await reject.getByRole('button', { name: 'Reject Request' }).click();
      await expect.visible(admin.page.getByText('Request rejected.'));

      // Signing out leaves nothing of the keeper's for working offline on the phone.
      await signOut(keeper);
      // The clearing is asynchronous (IndexedDB): wait until the copies and the queue are gone.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const stored = ['hostel-clean.keeperList.v1', 'hostel-clean.offlineUser.v1'].some(
              (key) => localStorage.getItem(key) !== null,
            );
            const open = indexedDB.open('hostel-clean');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const count = open.result.transaction('keeper').objectStore('keeper').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(!stored && count.result === 0);
              };
            };
          }),
        undefined,
        { timeout: 15_000 },
      );
    },
  },
];
