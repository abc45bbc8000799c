/**
 * User profile (spec §2): a freshly registered student edits name and phone (kept after a reload) and
 * changes the password, then signs in with the new one. The demo accounts stay as they are. A second tab
 * follows the first: signed out with it, and signed in again with it.
 */
import { expect } from '../expect';
import type { Scenario } from '../run';
import { registerStudent, signIn, signOut } from '../steps';

const person = { name: 'Pia Profile', email: 'pia@test.hostel', password: 'pia first pass' };

export const profileScenarios: Scenario[] = [
  {
    name: 'profile-edit-and-password',
    async run({ open, runtime }) {
      const session = await open();
      const { page } = session;
      await registerStudent(session, runtime, person.name, person.email, person.password);
      await page.getByRole('button', { name: `Account of ${person.name}` }).click();
      await page.getByRole('menuitem', { name: /Profile/ }).click();
      await expect.path(page, '/user-profile');
      await expect.visible(page.getByRole('heading', { name: 'My Profile', level: 1 }));
      await expect.visible(page.getByText(`You sign in as ${person.email}.`));
      const save = page.getByRole('button', { name: 'Save changes' });
      expect.truthy(await save.isDisabled(), 'Save changes to stay disabled while nothing changed');
      await session.capture('profile');

      await page.getByLabel('Display name').fill('Pia P. Profile');
      await page.getByLabel('Phone').fill('+1 555 0177');
      await save.click();
      await expect.visible(page.getByText('Your profile has been saved.'));
      await page.reload();
      await expect.visible(page.getByRole('heading', { name: 'My Profile', level: 1 }));
      expect.equal(
        await page.getByLabel('Display name').inputValue(),
        'Pia P. Profile',
        'the display name after a reload',
      );
      expect.equal(await page.getByLabel('Phone').inputValue(), '+1 555 0177', 'the phone after a reload');
      await expect.visible(page.getByRole('button', { name: 'Account of Pia P. Profile' }));

      const newPassword = 'pia second pass';
      await page.getByLabel('Current password').fill(person.password);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.visible(page.getByText('Your password has been changed.'));
      await session.capture('profile-password-changed');

      const otherTab = await session.context.newPage();
      await otherTab.goto('/user-profile');
      await expect.visible(otherTab.getByRole('heading', { name: 'My Profile', level: 1 }));
      await signOut(session);
      await expect.path(otherTab, '/auth/login');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('radio', { name: 'Student' }).check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.visible(page.getByText('The login detail is incorrect'));
      await signIn(session, 'student', person.email, newPassword);
      await expect.visible(page.getByRole('button', { name: 'Account of Pia P. Profile' }));
      await expect.visible(otherTab.getByRole('button', { name: 'Account of Pia P. Profile' }));
      await otherTab.close();
    },
  },
];
