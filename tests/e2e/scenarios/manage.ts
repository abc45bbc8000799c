/**
 * Manage users (spec §2): the admin adds a roomkeeper, the invitation in the outbox lets the new keeper
 * set a password and sign in; the admin finds and removes them after confirmation. Other roles are sent
 * away from /manage.
 */
import { expect } from '../expect';
import { mailedLinks } from '../harness';
import type { Scenario } from '../run';
import { signIn, signOut } from '../steps';

const newKeeper = {
  name: 'Kira Keeper',
  email: 'kira@test.hostel',
  phone: '+1 555 0199',
  password: 'kira password',
};

export const manageScenarios: Scenario[] = [
  {
    name: 'manage-users-invite-roomkeeper',
    async run({ open, runtime }) {
      const admin = await open();
      const { page } = admin;
      await signIn(admin, 'admin');
      await page.getByRole('link', { name: 'Students', exact: true }).click();
      await expect.path(page, '/manage/student');
      await expect.visible(page.getByRole('row').filter({ hasText: 'student@demo.hostel' }));
      await admin.capture('manage-students');

      await page.getByRole('link', { name: 'RoomKeepers', exact: true }).click();
      await expect.path(page, '/manage/roomkeeper');
      await page.getByRole('button', { name: 'Add roomkeeper' }).click();
      const add = page.getByRole('dialog', { name: 'Add a roomkeeper' });
      await add.getByRole('button', { name: 'Add and invite' }).click();
      await expect.visible(add.getByText('Full name').first());
      await add.getByLabel('Full name').fill(newKeeper.name);
      await add.getByLabel('Email').fill(newKeeper.email);
      await add.getByLabel('Phone (optional)').fill(newKeeper.phone);
      await admin.capture('add-roomkeeper-dialog');
      await add.getByRole('button', { name: 'Add and invite' }).click();
      await expect.visible(page.getByText(`An invitation to set a password was sent to ${newKeeper.email}`));
      await expect.visible(page.getByRole('row').filter({ hasText: newKeeper.email }));
      await admin.capture('manage-roomkeepers');

      // The invited keeper follows the mailed link, sets a password and signs in.
      const keeper = await open();
      const link = mailedLinks(runtime, newKeeper.email).at(-1);
      expect.truthy(
        link?.includes('/auth/reset-password/roomkeeper/'),
        `an invitation link in the outbox, got ${link}`,
      );
      await keeper.goto(new URL(link as string).pathname);
      await keeper.page.getByLabel('New Password').fill(newKeeper.password);
      await keeper.page.getByLabel('Confirm Password').fill(newKeeper.password);
      await keeper.capture('invitation-set-password');
      await keeper.page.getByRole('button', { name: 'Submit' }).click();
      await expect.path(keeper.page, /^\/auth(\/login)?$/);
      await signIn(keeper, 'roomkeeper', newKeeper.email, newKeeper.password);
      await expect.visible(keeper.page.getByRole('button', { name: `Account of ${newKeeper.name}` }));
      await expect.visible(keeper.page.getByText('No Pending Clean-Request!'));
      await keeper.capture('dashboard-new-roomkeeper');

      // A roomkeeper is sent away from /manage.
      await keeper.goto('/manage/roomkeeper');
      await expect.path(keeper.page, '/dashboard/roomkeeper');
      await signOut(keeper);

      // The admin finds the keeper by name and removes them after confirming.
      await page.getByRole('searchbox', { name: 'Search by name' }).fill('Kira');
      await expect.hidden(page.getByRole('row').filter({ hasText: 'keeper@demo.hostel' }));
      await page.getByRole('checkbox', { name: `Select ${newKeeper.name}` }).check();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      const remove = page.getByRole('dialog', { name: 'Remove 1 roomkeeper?' });
      await expect.visible(remove.getByText(`${newKeeper.name} will lose access`));
      await admin.capture('remove-roomkeeper-dialog');
      await remove.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect.visible(page.getByText('1 user removed.'));
      await expect.hidden(page.getByRole('row').filter({ hasText: newKeeper.email }));
    },
  },
  {
    name: 'manage-users-guard',
    async run({ open }) {
      for (const role of ['student', 'roomkeeper'] as const) {
        const session = await open();
        await signIn(session, role);
        for (const path of ['/manage/student', '/manage/roomkeeper']) {
          await session.goto(path);
          await expect.path(session.page, `/dashboard/${role}`);
        }
        const menu = session.page.getByRole('navigation', { name: 'Side navigation' });
        await expect.visible(menu.getByRole('link', { name: 'Dashboard' }));
        expect.equal(
          await menu.getByRole('button', { name: 'Manage Users' }).count(),
          0,
          `Manage Users in the ${role} menu`,
        );
      }
    },
  },
];
