/**
 * An admin erases a person (issue 34). A fresh student registers, is approved and asks for a clean; the
 * admin finds them on Manage Students, opens "Erase this person", confirms with the checkbox from the
 * keyboard, and the clean's row in the request history then names a former resident, never the student.
 * The admin's part runs on the desktop and on the 360 px phone (axe through `capture`).
 */
import { randomUUID } from 'node:crypto';

import { expect } from '../expect';
import type { Scenario } from '../run';
import {
  approveRegistration,
  createRequest,
  futureDay,
  noSidewaysScroll,
  registerStudent,
  signIn,
} from '../steps';

export const erasePersonScenarios: Scenario[] = [
  {
    name: 'erase-person',
    devices: ['desktop', 'phone'],
    async run({ open, runtime, device }) {
      const tag = randomUUID().slice(0, 6);
      const leaver = { name: `Erin Leaver ${tag}`, email: `erin-${tag}@test.hostel`, password: 'erin pass' };
      const day = futureDay(device === 'phone' ? 59 : 58);

      const student = await open();
      await registerStudent(student, runtime, leaver.name, leaver.email, leaver.password);
      const admin = await open(device);
      if (device === 'phone') await admin.page.setViewportSize({ width: 360, height: 780 });
      await signIn(admin, 'admin');
      await approveRegistration(admin, leaver.name);
      await student.page.getByRole('button', { name: 'Check again' }).click();
      await expect.visible(student.page.getByRole('heading', { name: 'Student dashboard' }));
      await student.goto('/clean-requests');
      await expect.visible(student.page.getByRole('heading', { name: 'Create Request' }));
      await student.page.getByLabel('Room').fill('7');
      await student.page.getByLabel('Floor').fill('1');
      await createRequest(student, day, '07:30');

      // The admin finds the student and erases them, confirming from the keyboard.
      const { page } = admin;
      await admin.goto('/manage/student');
      await page.getByRole('searchbox').first().fill(leaver.email);
      const list = page.locator('#studentList');
      // The search answered: the header row and the student's only (a new page drops a selection).
      const rows = list.getByRole('row');
      await expect.hidden(rows.nth(2));
      await expect.visible(rows.filter({ hasText: leaver.email }));
      await expect.hidden(rows.nth(2));
      await list.getByRole('checkbox', { name: `Select ${leaver.name}` }).check();
      await list.getByRole('button', { name: 'Erase this person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
      await expect.visible(dialog.getByText('This cannot be undone.', { exact: false }));
      const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
      expect.truthy(await erase.isDisabled(), 'Erase to wait for the confirmation');
      await dialog.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).focus();
      await page.keyboard.press('Space');
      if (device === 'phone') await noSidewaysScroll(page, 'the erase dialog');
      await admin.capture(`erase-person-dialog-${device}`);
      await erase.focus();
      await page.keyboard.press('Enter');
      await expect.visible(page.getByText(`${leaver.name} has been erased.`));
      await expect.hidden(rows.filter({ hasText: leaver.name }));

      // The clean stays in the history, by a former resident.
      await admin.goto('/clean-requests');
      await expect.visible(page.getByRole('heading', { name: 'Request history' }));
      const clean = page
        .getByRole('row')
        .filter({ hasText: day.shown })
        .filter({ hasText: 'Former resident' });
      await expect.visible(clean.first());
      expect.equal(await page.getByText(leaver.name).count(), 0, 'the erased name shown anywhere');
      await admin.capture(`erase-person-history-${device}`);
    },
  },
];
