/** Layout builder (spec §2): options saved survive a reload; Reset brings the defaults back. */
import { expect } from '../expect';
import type { Scenario } from '../run';
import { signIn } from '../steps';

export const builderScenarios: Scenario[] = [
  {
    name: 'layout-builder-save-reset',
    async run({ open }) {
      const session = await open();
      const { page } = session;
      await signIn(session, 'admin');
      await page.getByRole('link', { name: 'Layout Builder' }).click();
      await expect.path(page, '/builder');
      await expect.visible(page.getByRole('tab', { name: 'Header', selected: true }));
      await session.capture('builder');
      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      const footer = page.getByRole('contentinfo');

      await page.getByRole('tab', { name: 'Subheader' }).click();
      await page.getByRole('checkbox', { name: /Show the subheader/ }).uncheck();
      await page.getByRole('tab', { name: 'Content' }).click();
      await page.getByRole('radio', { name: 'Compact' }).check();
      await page.getByRole('radio', { name: 'Dark' }).check();
      await page.getByRole('tab', { name: 'Footer' }).click();
      await page.getByRole('checkbox', { name: /Show the footer/ }).uncheck();
      // Nothing applies before Preview or Save.
      await expect.visible(footer);
      await page.getByRole('button', { name: 'Save' }).click();

      // Save reloads the page; the choices and the active tab are kept.
      await page.waitForLoadState('load');
      await expect.visible(page.getByRole('tab', { name: 'Footer', selected: true }));
      expect.equal(
        await page.getByRole('checkbox', { name: /Show the footer/ }).isChecked(),
        false,
        'footer toggle',
      );
      await expect.hidden(footer);
      await expect.hidden(breadcrumbs);
      await page.reload();
      await page.getByRole('tab', { name: 'Content' }).click();
      expect.truthy(await page.getByRole('radio', { name: 'Dark' }).isChecked(), 'Dark kept after a reload');
      expect.truthy(
        await page.getByRole('radio', { name: 'Compact' }).isChecked(),
        'Compact kept after a reload',
      );
      expect.truthy(
        await page.evaluate(() => document.body.classList.contains('awsui-dark-mode')),
        'the dark colour scheme applied',
      );
      await session.capture('builder-saved-dark');
      await session.goto('/dashboard/admin');
      await expect.visible(page.getByRole('heading', { name: 'Demo Hostel dashboard' }));
      await expect.hidden(breadcrumbs);
      await session.capture('dashboard-admin-dark');

      // Reset restores the defaults, also after a reload.
      await session.goto('/builder');
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.visible(footer);
      await expect.visible(breadcrumbs);
      await page.reload();
      await expect.visible(page.getByRole('heading', { name: 'Layout Builder', level: 1 }));
      await expect.visible(footer);
      await expect.visible(breadcrumbs);
      await page.getByRole('tab', { name: 'Content' }).click();
      expect.truthy(await page.getByRole('radio', { name: 'Light' }).isChecked(), 'Light after Reset');
      expect.truthy(
        await page.getByRole('radio', { name: 'Comfortable' }).isChecked(),
        'Comfortable after Reset',
      );
      await page.getByRole('tab', { name: 'Subheader' }).click();
      expect.truthy(
        await page.getByRole('checkbox', { name: /Show the subheader/ }).isChecked(),
        'subheader after Reset',
      );
    },
  },
];
