/**
 * The room board and a room's page (issue 30). On the desktop the admin asks for a clean of the demo
 * building's kitchen today from the Rooms page; the board shows it Requested beside the free rooms, and the
 * room's page shows the request; the keeper reads the same board. On a 360 px phone, in Japanese, the
 * board and a room's page (with its residents) fit without sideways scroll. axe checks each screen.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import { laterToday } from '../hostel-clock';
import type { Scenario } from '../run';
import { chooseTime, futureDay, noSidewaysScroll, signIn } from '../steps';

/** The demo building: the board opens on the first building by name, which another scenario's may be. */
async function showMain(page: Page) {
  await page.locator('#board-building').selectOption({ label: 'Main' });
  await expect.visible(page.getByRole('heading', { name: 'Main', level: 2 }));
}

export const boardScenarios: Scenario[] = [
  {
    name: 'room-board',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      const admin = await open(device);
      await signIn(admin, 'admin');
      const { page } = admin;

      if (device === 'desktop') {
        const today = futureDay(0);
        await admin.goto('/rooms');
        await page.getByRole('radio', { name: 'Room 1K, Main' }).check();
        await page.getByRole('button', { name: 'Request a clean' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request a clean of 1K' });
        await dialog.getByLabel('Date', { exact: true }).fill(today.typed);
        await chooseTime(dialog, 'Time', laterToday.third);
        await dialog.getByRole('button', { name: 'Create Request' }).click();
        await expect.visible(page.getByText(/^Clean request created for 1K on /));

        await page.getByRole('link', { name: 'Room Board' }).click();
        await expect.path(page, '/room-board');
        await expect.visible(page.getByRole('heading', { name: 'Room board', level: 1 }));
        await showMain(page);
        await expect.visible(page.getByRole('link', { name: 'Room 1K, Requested' }));
        // Room 106 has no residents, and no other scenario asks for it.
        await expect.visible(page.getByRole('link', { name: 'Room 106, Free' }));
        await admin.capture('room-board');

        await page.getByRole('link', { name: 'Room 1K, Requested' }).click();
        await expect.visible(page.getByRole('heading', { name: 'Room 1K', level: 1 }));
        await expect.visible(page.getByText(`${today.iso} ${laterToday.third}`));
        await admin.capture('room-page');

        // The keeper reads the same board.
        const keeper = await open();
        await signIn(keeper, 'roomkeeper');
        await keeper.page.getByRole('link', { name: 'Room Board' }).click();
        await showMain(keeper.page);
        await expect.visible(keeper.page.getByRole('link', { name: 'Room 1K, Requested' }));
        await keeper.capture('room-board-keeper');
        return;
      }

      try {
        await admin.goto('/room-board?lng=ja');
        await expect.visible(page.getByRole('heading', { name: '部屋ボード', level: 1 }));
        await showMain(page);
        await expect.visible(page.getByRole('link', { name: /^101/ }));
        await noSidewaysScroll(page, 'the room board in Japanese at 360 px');
        await admin.capture('room-board-phone-ja');
        await page.getByRole('link', { name: /^101/ }).click();
        await expect.visible(page.getByRole('heading', { name: '101 号室', level: 1 }));
        await expect.visible(page.getByText('Sam Student'));
        await noSidewaysScroll(page, "a room's page in Japanese at 360 px");
        await admin.capture('room-page-phone-ja');
      } finally {
        await admin.goto('/room-board?lng=en');
      }
    },
  },
];
