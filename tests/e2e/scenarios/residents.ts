/**
 * Residents (issue 30): on Manage Students the admin imports two residents into rooms of the demo
 * building from a CSV (the preview first, then the import with its progress), and moves one of them to
 * another room with the keyboard, at 1366 px in English; the import dialog in Japanese on a 360 px phone
 * fits without sideways scroll. axe checks each captured screen.
 */
import { randomUUID } from 'node:crypto';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { noSidewaysScroll, signIn } from '../steps';

export const residentsScenarios: Scenario[] = [
  {
    name: 'residents-admin',
    async run({ open }) {
      const admin = await open();
      await admin.page.setViewportSize({ width: 1366, height: 900 });
      await signIn(admin, 'admin');
      const { page } = admin;
      const tag = randomUUID().slice(0, 6);
      const ines = { name: `Ines Import ${tag}`, email: `ines-${tag}@test.hostel` };
      const tomas = { name: `Tomas Import ${tag}`, email: `tomas-${tag}@test.hostel` };

      await page.getByRole('link', { name: 'Students', exact: true }).click();
      await expect.path(page, '/manage/student');
      await page.getByRole('button', { name: 'Import residents' }).click();
      const upload = page.getByRole('dialog', { name: 'Import residents from a CSV file' });
      await upload.locator('input[type="file"]').setInputFiles({
        name: 'residents.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `name,email,building,number\n${ines.name},${ines.email},Main,204\n${tomas.name},${tomas.email},Main,204\n`,
        ),
      });
      await upload.getByRole('button', { name: 'Preview' }).click();
      await expect.visible(upload.getByText('2 new (invited), 0 moved, 0 unchanged, 0 refused'));
      await admin.capture('residents-import-preview');
      await upload.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.visible(page.getByText('2 students invited, 0 moved, 0 unchanged.'));
      await expect.visible(page.getByRole('row').filter({ hasText: ines.email }));

      // Ines moves to room 203 on floor 2, chosen with the keyboard.
      await page.getByRole('checkbox', { name: `Select ${ines.name}` }).check();
      await page.getByRole('button', { name: 'Room', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Room of ${ines.name}` });
      await expect.visible(dialog.getByText('Lives in room 204, floor 2.'));
      // A select opens on Enter with its list focused; the arrow keys move its highlight (the list's
      // aria-activedescendant) until it is on the option wanted, then Enter chooses it.
      const highlighted = () =>
        page.evaluate(() => {
          const id = document.activeElement?.getAttribute('aria-activedescendant');
          return id ? (document.getElementById(id)?.textContent ?? '') : undefined;
        });
      const pick = async (label: RegExp, option: string) => {
        await dialog.getByRole('button', { name: label }).focus();
        await page.keyboard.press('Enter');
        await expect.visible(page.getByRole('option', { name: option, exact: false }).first());
        for (let step = 0; !(await highlighted())?.startsWith(option); step++) {
          expect.truthy(step < 30, `the arrow keys to reach option ${option}`);
          await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await expect.visible(dialog.getByRole('button', { name: label }).filter({ hasText: option }));
      };
      await pick(/^Building/, 'Main');
      await pick(/^Floor/, '2');
      await pick(/^Room/, '203');
      await admin.capture('residents-room-dialog');
      await dialog.getByRole('button', { name: 'Save room' }).click();
      await expect.visible(page.getByText(`${ines.name} now lives in room 203.`));
      await expect.visible(page.getByRole('row').filter({ hasText: ines.email }).getByText('203'));
    },
  },
  {
    name: 'residents-phone-ja',
    async run({ open }) {
      const admin = await open('phone');
      await admin.page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');
      const { page } = admin;
      try {
        await admin.goto('/manage/student?lng=ja');
        await page.getByRole('button', { name: '入居者をインポート' }).click();
        await expect.visible(page.getByRole('dialog', { name: 'CSV ファイルから入居者をインポート' }));
        await noSidewaysScroll(page, 'the residents import in Japanese at 360 px');
        await admin.capture('residents-import-phone-ja');
        await page.keyboard.press('Escape');
        await expect.hidden(page.getByRole('dialog', { name: 'CSV ファイルから入居者をインポート' }));
      } finally {
        await admin.goto('/manage/student?lng=en');
      }
    },
  },
];
