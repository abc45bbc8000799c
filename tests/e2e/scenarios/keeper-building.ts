/**
 * A keeper's building (issue 30): on a 360 px phone the admin gives the demo keeper the demo building in
 * the minutes-a-day dialog on Manage Roomkeepers, and the list shows it; the keeper's room board then
 * shows that building with no building to choose. The admin gives the keeper the whole hostel again at
 * the end, leaving the demo hostel as it was. Each screen is captured (and checked with axe).
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { noSidewaysScroll, signIn } from '../steps';

/** Opens Ravi's dialog on Manage Roomkeepers, chooses `building` and saves. */
async function giveRavi(page: Page, building: string) {
  await page.getByRole('checkbox', { name: 'Select Ravi Keeper' }).check();
  await page.getByRole('button', { name: 'Minutes a day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Minutes a day of Ravi Keeper' });
  await dialog.locator('button[aria-haspopup]').click();
  await page.getByRole('option', { name: building, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.visible(page.getByText(/^Ravi Keeper now works \d+ minutes a day\.$/));
}

export const keeperBuildingScenarios: Scenario[] = [
  {
    name: 'keeper-building',
    devices: ['phone'],
    async run({ open }) {
      const admin = await open('phone');
      const { page } = admin;
      await page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');
      await admin.goto('/manage/roomkeeper');
      await expect.visible(page.getByRole('row').filter({ hasText: 'Ravi Keeper' }));
      try {
        await giveRavi(page, 'Main');
        await expect.visible(
          page.getByRole('row').filter({ hasText: 'Ravi Keeper' }).getByText('Building Main'),
        );
        await noSidewaysScroll(page, 'Manage Roomkeepers with a keeper’s building');
        await admin.capture('keeper-building-list-phone');

        const keeper = await open('phone');
        await keeper.page.setViewportSize({ width: 360, height: 780 });
        await signIn(keeper, 'roomkeeper');
        await keeper.goto('/room-board');
        await expect.visible(keeper.page.getByRole('heading', { name: 'Main', level: 2 }));
        await expect.visible(keeper.page.getByRole('link', { name: /^Room 101,/ }));
        expect.equal(await keeper.page.locator('#board-building').count(), 0, 'no building chooser');
        await noSidewaysScroll(keeper.page, 'the room board of a keeper’s building');
        await keeper.capture('keeper-building-board-phone');
      } finally {
        await admin.goto('/manage/roomkeeper');
        await expect.visible(page.getByRole('row').filter({ hasText: 'Ravi Keeper' }));
        await giveRavi(page, 'The whole hostel');
      }
    },
  },
];
