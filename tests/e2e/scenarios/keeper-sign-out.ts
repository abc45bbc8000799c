/**
 * Signing out with work waiting on the keeper's phone (issue 35): offline, Ravi gives two requests back
 * with Can't clean; signing out says two actions wait and offers to keep or discard them (no sending while
 * offline; discard asks again, and Escape goes back), at 360 px and with the keyboard. He keeps them. A
 * second keeper signing in on the same phone sees none of them and sends none; Ravi signing in again
 * sends both, and the admin sees both requests given back. Nothing is dropped unannounced.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import { mailedLinks, viewports } from '../harness';
import type { Scenario } from '../run';
import { futureDay, postApi as api, rowOf, signIn } from '../steps';

/** Every action waiting in the phone's keeper store, whoever's: [key, count] pairs. */
const storedQueues = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[string, number][]>((resolve, reject) => {
        const open = indexedDB.open('hostel-clean');
        open.onerror = () => reject(new Error('the keeper store did not open'));
        open.onsuccess = () => {
          const store = open.result.transaction('keeper').objectStore('keeper');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            open.result.close();
            resolve(
              keys.result.map((key, index) => [String(key), (values.result[index] as unknown[]).length]),
            );
          };
        };
      }),
  );

export const keeperSignOutScenarios: Scenario[] = [
  {
    name: 'keeper-sign-out-waiting',
    devices: ['phone'],
    async run({ open, runtime }) {
      const [admin, student, keeper] = await Promise.all([open(), open(), open('phone')]);
      // One after another: each sign-in is a password hash, and the runtime turns away hashes past its cores.
      await signIn(admin, 'admin');
      await signIn(student, 'student');
      await signIn(keeper, 'roomkeeper');
      const days = [futureDay(57), futureDay(58)];
      const made: string[] = [];
      let nia: { user: { _id: string } } | undefined;
      try {
        for (const day of days) {
          const body = { room: '101', floor: '1', date: day.iso, time: '09:00' };
          const { request } = await api(student.page, '/api/createRequest', body, 201);
          made.push(request._id as string);
          await api(admin.page, '/api/allotRequest', { id: request._id, roomKeeper: 'Ravi Keeper' });
        }

        // Offline, Ravi gives both back: two actions wait on the phone.
        const { page } = keeper;
        await keeper.goto('/dashboard/roomkeeper');
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
        for (const day of days) await expect.visible(page.getByRole('region', { name: day.shown }));
        await keeper.context.setOffline(true);
        for (const day of days) {
          await page
            .getByRole('region', { name: day.shown })
            .getByRole('button', { name: "Can't clean" })
            .click();
          const dialog = page.getByRole('dialog', { name: /^Can't clean/ });
          await dialog.getByRole('button', { name: 'Give back to the admin' }).click();
          await expect.hidden(dialog);
        }
        await expect.visible(page.getByText('2 actions wait to be sent.'));

        // Signing out says so, and offers to keep or discard them; sending needs a connection. The site's
        // own navigation, as the menu's Sign Out does: a reload would find the browser online again
        // (Chromium's offline emulation reports navigator.onLine afresh to a new document).
        await page.evaluate(() => {
          history.pushState(null, '', '/logout');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await expect.visible(page.getByRole('heading', { name: 'Actions not sent yet' }));
        await expect.visible(page.getByText('2 actions you took offline have not reached the server yet.'));
        const listed = page.getByRole('list', { name: 'Actions not sent yet' }).getByRole('listitem');
        expect.equal(await listed.count(), 2, 'the actions listed');
        await expect.visible(page.getByText(/You are offline: connect to send them/));
        expect.equal(
          await page.getByRole('button', { name: 'Send them, then sign out' }).count(),
          0,
          'a send button while offline',
        );
        await keeper.capture('sign-out-waiting');
        await page.setViewportSize({ width: 360, height: 780 });
        const { scroll, width } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          width: window.innerWidth,
        }));
        expect.truthy(scroll <= width, `no sideways scroll at 360 px (${scroll} px wide)`);

        // With the keyboard: Discard asks again, Escape goes back, and nothing is gone.
        const discard = page.getByRole('button', { name: 'Discard them' });
        for (
          let tabs = 0;
          tabs < 20 && !(await discard.evaluate((el) => el === document.activeElement));
          tabs++
        )
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog', { name: 'Discard the actions?' });
        await expect.visible(confirm.getByText(/^2 actions will never reach the server/));
        await keeper.capture('sign-out-discard-confirm');
        await page.keyboard.press('Escape');
        await expect.hidden(confirm);
        await page.setViewportSize(viewports.phone);

        await page.getByRole('button', { name: 'Keep them for my next sign-in' }).click();
        await expect.path(page, '/auth/login');
        const kept = await storedQueues(page);
        expect.equal(
          kept.filter(([, count]) => count > 0).map(([, count]) => count),
          [2],
          'the actions kept on the phone',
        );

        // Another keeper signs in on the same phone: none of Ravi's actions shows, none is sent.
        await keeper.context.setOffline(false);
        const email = 'nia.signout@test.hostel';
        nia = await api(admin.page, '/api/users', { role: 'roomkeeper', fullname: 'Nia Phone', email }, 201);
        const link = mailedLinks(runtime, email).at(-1);
        await page.goto(new URL(link as string).pathname);
        await page.getByLabel('New Password').fill('nia password');
        await page.getByLabel('Confirm Password').fill('nia password');
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect.path(page, /^\/auth(\/login)?$/);
        await signIn(keeper, 'roomkeeper', email, 'nia password');
        await expect.visible(page.getByRole('heading', { name: 'Roomkeeper dashboard' }));
        expect.equal(await page.getByText(/wait(s)? to be sent/).count(), 0, "Ravi's actions shown to Nia");
        const withNia = await storedQueues(page);
        expect.equal(
          withNia.filter(([, count]) => count > 0).map(([, count]) => count),
          [2],
          "Ravi's actions on the phone while Nia is signed in (none sent by her sign-in)",
        );
        await keeper.goto('/logout');
        await expect.path(page, '/auth/login');

        // Ravi signs in again on the phone: both are sent, and the admin sees both given back.
        await signIn(keeper, 'roomkeeper');
        await page.waitForFunction(() => !document.body.innerText.includes('to be sent'), undefined, {
          timeout: 15_000,
        });
        await admin.goto('/dashboard/admin');
        for (const day of days)
          await expect.visible(
            rowOf(admin.page, day.shown, '09:00').getByText('Turned back by Ravi Keeper: No access'),
          );
        const left = await storedQueues(page);
        expect.equal(left.filter(([, count]) => count > 0).length, 0, 'actions left on the phone');
      } finally {
        await keeper.context.setOffline(false);
        for (const id of made) await api(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' });
        if (nia) await api(admin.page, '/api/deleteUsers', { ids: [nia.user._id] });
      }
    },
  },
];
