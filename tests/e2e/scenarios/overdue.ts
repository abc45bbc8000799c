/**
 * Overdue work and its settings (issue 15): the admin, on a 360 px phone, sets the overdue grace to none
 * and the latest cleaning time to 20:00; the demo student's form then offers no later time; a request for
 * today whose time has come is overdue at once, and the admin sees it counted, filtered and marked. The
 * request is rejected, its student removed and the settings put back at the end, leaving the demo hostel
 * as it was.
 *
 * A time already past cannot be asked for (issue 27), so the request is made through the API for the next
 * whole hour on the hostel's clock (`hostel-clock.ts`); then the hostel's clock moves two hours east, as an
 * admin correcting the hostel's zone would, and with no grace that hour has passed. It is made by a
 * student registered for this scenario, so the demo student's own requests play no part.
 */
import type { Page } from 'playwright-core';

import { todayIn } from '#shared/request-dates';

import { expect } from '../expect';
import { mailedLinks, type Runtime } from '../harness';
import { hostelNow, hostelOffset, hostelZone, zoneAt } from '../hostel-clock';
import type { Scenario } from '../run';
import { demoPassword, futureDay, noSidewaysScroll, postApi, signIn } from '../steps';

/** The times the student's time picker offers that begin with `prefix`: opens it, filters, closes it. */
async function timesOffered(page: Page, prefix: string, first: string): Promise<string[]> {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Create Request' }) });
  await form.getByRole('button', { name: /^Time(?!\w)/ }).click();
  const filter = page.locator('input:focus');
  await filter.fill(prefix);
  const list = page.locator(`[id="${await filter.getAttribute('aria-controls')}"]`);
  // The filtered list renders at once: when its first time shows, the rest are there too.
  await expect.visible(list.getByRole('option', { name: first, exact: true }));
  const offered = await list.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return offered.map((text) => text.trim());
}

/** A student of the demo hostel registered and approved through the API, signed in by token. */
async function approvedStudent(admin: Page, runtime: Runtime) {
  const email = `overdue-${Date.now()}@demo.hostel`;
  const registered = await admin.request.post('/api/auth/register', {
    data: { email, fullname: 'Olga Overdue', hostel: 'Demo Hostel', password: demoPassword },
  });
  expect.equal(registered.status(), 200, 'the status of the registration');
  const token = ((await registered.json()) as { authToken: string }).authToken;
  // The address is confirmed with the link mailed to it (issue 27), then the admin approves.
  const link = mailedLinks(runtime, email).find((mailed) => mailed.includes('/auth/confirm-email/'));
  const [userid, code] = new URL(link as string).pathname.split('/').slice(-2) as [string, string];
  const confirmed = await admin.request.post(`/api/auth/confirm-email/${userid}/${code}`);
  expect.equal(confirmed.status(), 200, 'the status of the email confirmation');
  const me = await admin.request.get('/api/auth/getuser', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await me.json()) as { data: { _id: string } }).data._id;
  await postApi(admin, '/api/approveUsers', { ids: [id] });
  return { id, token };
}

export const overdueScenarios: Scenario[] = [
  {
    name: 'overdue-settings',
    devices: ['phone'],
    async run({ open, runtime }) {
      const [admin, student] = await Promise.all([open('phone'), open()]);
      await admin.page.setViewportSize({ width: 360, height: 780 });
      await Promise.all([signIn(admin, 'admin'), signIn(student, 'student')]);
      const today = futureDay(0);
      const olga = await approvedStudent(admin.page, runtime);
      // The clock shows 05:00–08:59 (`hostel-clock.ts`), so the next whole hour is 06:00–09:00, today.
      const asked = `${String(Number(hostelNow().time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      const created = await admin.page.request.post('/api/createRequest', {
        headers: { authorization: `Bearer ${olga.token}` },
        data: { room: '7', floor: '2', date: today.iso, time: asked },
      });
      expect.equal(created.status(), 201, `the status of the request made for today at ${asked}`);
      const made = (await created.json()) as { request: { _id: string } };

      // The admin finds the settings in the side menu: no grace, and no cleaning after 20:00.
      await admin.page.getByRole('button', { name: /Open side navigation/ }).click();
      await admin.page.getByRole('link', { name: 'Hostel Settings' }).click();
      await expect.path(admin.page, '/settings');
      const alerts = admin.page
        .locator('form')
        .filter({ has: admin.page.getByRole('heading', { name: 'Overdue and morning mail' }) });
      const grace = alerts.getByRole('spinbutton', { name: 'Overdue grace' });
      await expect.visible(grace);
      await alerts.getByRole('button', { name: /Unit of the grace/ }).click();
      await admin.page.getByRole('option', { name: 'Minutes', exact: true }).click();
      await grace.fill('0');
      await alerts.getByRole('button', { name: 'Save overdue and mail settings' }).click();
      await expect.visible(admin.page.getByText('Overdue and morning mail settings saved.'));
      await noSidewaysScroll(admin.page, 'the settings page');
      await admin.capture('overdue-settings-phone');
      const rules = admin.page
        .locator('form')
        .filter({ has: admin.page.getByRole('heading', { name: 'Clean requests' }) });
      await rules.getByRole('button', { name: /^Latest time(?!\w)/ }).click();
      const filter = admin.page.locator('input:focus');
      await filter.fill('20:00');
      await admin.page
        .locator(`[id="${await filter.getAttribute('aria-controls')}"]`)
        .getByRole('option', { name: '20:00', exact: true })
        .click();
      await rules.getByRole('button', { name: 'Save settings' }).click();
      await expect.visible(admin.page.getByText('Settings saved. New requests follow them from now on.'));

      // The student's form follows the new latest time.
      await student.goto('/clean-requests');
      await expect.visible(student.page.getByLabel('Room'));
      expect.equal(await timesOffered(student.page, '20:', '20:00'), ['20:00'], 'the times from 20:00 on');

      // The hostel's clock moves two hours east: the asked hour has passed, on the same date.
      const eastward = zoneAt(hostelOffset + 2);
      await postApi(admin.page, '/api/hostelSettings', { timeZone: eastward });
      expect.equal(todayIn(eastward), today.iso, "the hostel's date two hours east");

      // The admin's dashboard counts the request as overdue, shows it alone on asking, and marks it.
      await admin.goto('/dashboard/admin');
      const card = admin.page
        .locator('dt', { hasText: 'Overdue requests' })
        .locator('xpath=following-sibling::dd[1]');
      await expect.visible(card.getByText(/^[1-9]\d*\+?$/));
      await admin.page.getByText('Show only overdue requests').click();
      await expect.visible(admin.page.getByRole('heading', { name: /^Overdue pending requests/ }));
      // On a phone the pending requests are cards (issue 28), each with its date and time.
      const pending = admin.page
        .getByRole('listitem')
        .filter({ hasText: today.shown })
        .filter({ hasText: asked });
      await expect.visible(pending.getByText('Overdue', { exact: true }));
      await noSidewaysScroll(admin.page, 'the admin dashboard with only overdue requests');
      await admin.capture('overdue-dashboard-phone');

      // As it was: the request rejected, its student removed, the grace and the latest time back.
      await postApi(admin.page, '/api/rejectRequest', { id: made.request._id, message: 'Scenario over' });
      await postApi(admin.page, '/api/deleteUsers', { ids: [olga.id] });
      const settings = await postApi(admin.page, '/api/hostelSettings', {
        overdueGraceMinutes: 120,
        hours: { from: '00:00', to: '23:55', step: 5 },
        timeZone: hostelZone,
      });
      expect.equal(settings.overdueGraceMinutes, 120, 'the grace put back');
    },
  },
];
