/**
 * Rooms (issue 30): the admin adds a range of rooms, imports a CSV of a few more (the preview first, then
 * the import), edits one and takes one out of service, at 1366 px in English; the page in Japanese on a
 * 360 px phone shows the rooms as cards, without sideways scroll. axe checks each screen.
 */
import { randomUUID } from 'node:crypto';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { chooseTime, futureDay, noSidewaysScroll, requestOf, signIn } from '../steps';

export const roomsScenarios: Scenario[] = [
  {
    name: 'rooms-admin',
    async run({ open }) {
      const admin = await open();
      await admin.page.setViewportSize({ width: 1366, height: 900 });
      await signIn(admin, 'admin');
      const { page } = admin;
      // A building of this run's own, so the demo hostel's rooms and earlier runs stay apart.
      const building = `East ${randomUUID().slice(0, 4)}`;

      await page.getByRole('link', { name: 'Rooms' }).click();
      await expect.path(page, '/rooms');
      await expect.visible(page.getByRole('heading', { name: 'Rooms', level: 1 }));

      // A range: rooms 101–105 on floor 1.
      await page.getByRole('button', { name: 'Add range' }).click();
      const range = page.getByRole('dialog', { name: 'Add a range of rooms' });
      await range.getByLabel('Building or block').fill(building);
      await range.getByLabel('Floor').fill('1');
      await range.getByLabel('First room number').fill('101');
      await range.getByLabel('Last room number').fill('105');
      await range.getByRole('button', { name: /^Type/ }).click();
      await page.getByRole('option', { name: 'Single', exact: true }).click();
      await admin.capture('rooms-range-dialog');
      await range.getByRole('button', { name: 'Add rooms' }).click();
      await expect.visible(page.getByText('5 rooms added; 0 were already there.'));

      // A CSV of three rooms, one of them already there: previewed, then imported.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const upload = page.getByRole('dialog', { name: 'Import rooms from a CSV file' });
      await upload.locator('input[type="file"]').setInputFiles({
        name: 'rooms.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `building,floor,number,type,beds\n${building},1,105,single,1\n${building},2,201,twin,2\n${building},2,2K,kitchen,0\n`,
        ),
      });
      await upload.getByRole('button', { name: 'Preview' }).click();
      await expect.visible(upload.getByText('2 new, 0 changed, 1 unchanged, 0 refused'));
      await admin.capture('rooms-import-preview');
      await upload.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.visible(page.getByText('2 rooms added, 0 changed, 1 unchanged.'));

      // The building's rooms, by the filter.
      await page.getByRole('button', { name: /^Building/ }).click();
      await page.getByRole('option', { name: building, exact: true }).click();
      await expect.visible(page.getByRole('radio', { name: `Room 2K, ${building}` }));

      // An edit: room 103 becomes a twin with two beds.
      await page.getByRole('radio', { name: `Room 103, ${building}` }).check();
      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit room 103' });
      await edit.getByRole('button', { name: /^Type/ }).click();
      await page.getByRole('option', { name: 'Twin', exact: true }).click();
      await edit.getByLabel('Beds').fill('2');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect.visible(page.getByText('Room 103 saved.'));

      // Out of service, with a reason.
      await page.getByRole('radio', { name: `Room 104, ${building}` }).check();
      await page.getByRole('button', { name: 'Take out of service' }).click();
      const out = page.getByRole('dialog', { name: 'Take room 104 out of service' });
      await out.getByLabel("Reason (kept in the room's history)").fill('Window repair');
      await out.getByRole('button', { name: 'Take out of service' }).click();
      await expect.visible(page.getByText('Room 104 is out of service.'));
      await expect.visible(page.getByText('Out of service', { exact: true }).first());
      await admin.capture('rooms-desktop');
    },
  },
  {
    name: 'rooms-phone-ja',
    devices: ['phone'],
    async run({ open }) {
      const admin = await open('phone');
      await admin.page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');
      const { page } = admin;
      try {
        // The demo hostel's building shows as cards, in Japanese.
        await admin.goto('/rooms?lng=ja');
        await expect.visible(page.getByRole('heading', { name: '部屋', level: 1 }));
        await expect.visible(page.getByRole('radio', { name: 'Main の部屋 101' }));
        await noSidewaysScroll(page, 'the Rooms page in Japanese at 360 px');
        await admin.capture('rooms-phone-ja');
        await page.getByRole('button', { name: '範囲で追加' }).click();
        await expect.visible(page.getByRole('dialog', { name: '範囲で部屋を追加' }));
        await noSidewaysScroll(page, 'the range dialog in Japanese at 360 px');
        await admin.capture('rooms-range-phone-ja');
        await page.keyboard.press('Escape');
        await expect.hidden(page.getByRole('dialog', { name: '範囲で部屋を追加' }));
      } finally {
        await admin.goto('/rooms?lng=en');
      }
    },
  },
  {
    // Issue 30: an admin asks for a clean of a shared space (no student), from the keyboard, on a 360 px
    // phone; the request then waits on the dashboard like any other.
    name: 'rooms-request',
    async run({ open }) {
      const admin = await open('phone');
      await admin.page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');
      const { page } = admin;
      const day = futureDay(3);
      await admin.goto('/rooms');
      await page.getByRole('radio', { name: 'Room 2K, Main' }).check();
      await page.getByRole('button', { name: 'Request a clean' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a clean of 2K' });
      await dialog.getByLabel('Date', { exact: true }).fill(day.typed);
      await chooseTime(dialog, 'Time', '16:10');
      await dialog.getByLabel('Message').fill('Oven spill');
      await noSidewaysScroll(page, 'the request dialog at 360 px');
      await admin.capture('rooms-request-phone');
      await dialog.getByRole('button', { name: 'Create Request' }).focus();
      await page.keyboard.press('Enter');
      await expect.visible(page.getByText(/^Clean request created for 2K on /));
      await expect.hidden(dialog);
      await admin.goto('/dashboard/admin');
      await expect.visible(requestOf(page, '2K', '16:10').first());
      await admin.capture('rooms-request-dashboard-phone');
    },
  },
];
