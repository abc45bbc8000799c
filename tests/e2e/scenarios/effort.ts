/**
 * Effort (issue 30): on a 360 px phone the admin sets the roomkeepers' working day in Hostel Settings and,
 * with the keyboard, one keeper's own minutes a day on Manage Roomkeepers; the list shows it; then the
 * keeper takes the hostel's again and the working day goes back to the default, leaving the demo hostel
 * as it was. Each screen is captured (and checked with axe) on the phone.
 */

import { expect } from '../expect';
import type { Scenario } from '../run';
import { noSidewaysScroll, signIn } from '../steps';

export const effortScenarios: Scenario[] = [
  {
    name: 'effort-capacity',
    async run({ open }) {
      const admin = await open('phone');
      const { page } = admin;
      await page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');

      // The hostel's working day.
      await admin.goto('/settings');
      const minutes = page.getByRole('spinbutton', { name: 'Minutes a day' });
      await expect.visible(minutes);
      await minutes.fill('400');
      await page.getByRole('button', { name: 'Save working day' }).click();
      await expect.visible(page.getByText("The roomkeepers' working day is saved."));
      await noSidewaysScroll(page, 'the settings page with the working day');
      await admin.capture('effort-working-day-phone');

      // One keeper's own, by keyboard in the dialog.
      await admin.goto('/manage/roomkeeper');
      await expect.visible(page.getByRole('row').filter({ hasText: 'Ravi Keeper' }));
      await page.getByRole('checkbox', { name: 'Select Ravi Keeper' }).check();
      await page.getByRole('button', { name: 'Minutes a day' }).click();
      const dialog = page.getByRole('dialog', { name: 'Minutes a day of Ravi Keeper' });
      const hostels = dialog.getByRole('checkbox', { name: "Use the hostel's working day" });
      await hostels.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('360');
      await admin.capture('effort-keeper-capacity-phone');
      await page.keyboard.press('Enter');
      await expect.visible(page.getByText('Ravi Keeper now works 360 minutes a day.'));
      await expect.visible(page.getByRole('row').filter({ hasText: 'Ravi Keeper' }).getByText('360 min'));
      await noSidewaysScroll(page, 'Manage Roomkeepers with minutes a day');

      // Back as it was: the hostel's working day for Ravi, and the default for the hostel.
      await page.getByRole('checkbox', { name: 'Select Ravi Keeper' }).check();
      await page.getByRole('button', { name: 'Minutes a day' }).click();
      await dialog.getByRole('checkbox', { name: "Use the hostel's working day" }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.visible(page.getByText('Ravi Keeper now works 400 minutes a day.'));
      await admin.goto('/settings');
      await minutes.fill('420');
      await page.getByRole('button', { name: 'Save working day' }).click();
      await expect.visible(page.getByText("The roomkeepers' working day is saved."));
    },
  },
];
