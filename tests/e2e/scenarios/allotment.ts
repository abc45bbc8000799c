/**
 * Workload in the allot dialog (issue 15): with Ravi already given a request on a date, the admin allots a
 * second request of that date and sees a second keeper, with nothing that day, marked Suggested, and Ravi
 * with his one request; choosing Ravi shows his day by building and floor, the request in its place (issue
 * 30). The scenario makes its own keeper and requests through the API (one request per date is switched
 * off for the demo student meanwhile) and removes them again at the end.
 */
import { expect } from '../expect';
import type { Scenario } from '../run';
import { futureDay, postApi as api, rowOf, signIn } from '../steps';

export const allotmentScenarios: Scenario[] = [
  {
    name: 'allot-suggested',
    async run({ open }) {
      const [admin, student] = await Promise.all([open(), open()]);
      await Promise.all([signIn(admin, 'admin'), signIn(student, 'student')]);
      const day = futureDay(47);
      // Settings and fixtures go back as they were whatever happens, so later scenarios find the demo hostel as is.
      await api(admin.page, '/api/hostelSettings', { onePerDate: false });
      const made: string[] = [];
      let nia: { user: { _id: string } } | undefined;
      try {
        nia = await api(
          admin.page,
          '/api/users',
          { role: 'roomkeeper', fullname: 'Nia Keeper', email: 'nia@test.hostel' },
          201,
        );
        const ask = async (time: string) =>
          (
            await api(
              student.page,
              '/api/createRequest',
              { room: '101', floor: '1', date: day.iso, time },
              201,
            )
          ).request._id as string;
        made.push(await ask('09:00'));
        made.push(await ask('11:00'));
        const keepers = await api(admin.page, '/api/allotRequest', {
          id: made[0],
          roomKeeper: 'Ravi Keeper',
        });
        expect.equal(keepers.roomkeeper, 'Ravi Keeper', 'the keeper of the first request');

        await admin.goto('/dashboard/admin');
        await rowOf(admin.page, day.shown, '11:00')
          .getByRole('button', { name: 'Allot', exact: true })
          .click();
        const dialog = admin.page.getByRole('dialog', { name: 'Allot a roomkeeper' });
        await dialog.locator('button[aria-haspopup]').click();
        const suggested = admin.page.getByRole('option', { name: /Nia Keeper/ });
        await expect.visible(suggested.getByText('Suggested'));
        await expect.visible(suggested.getByText('0 requests that day'));
        const ravi = admin.page.getByRole('option', { name: /Ravi Keeper/ });
        await expect.visible(ravi.getByText('1 request that day · floors: 1'));
        expect.equal(await ravi.getByText('Suggested').count(), 0, 'Suggested beside Ravi');
        await admin.capture('allot-dialog-suggested');
        // Ravi's day beside the choice (issue 30): by building and floor, this request in its place.
        await ravi.click();
        const panel = dialog.getByRole('region', { name: /^Schedule on/ });
        await expect.visible(panel.getByText('Main · Floor 1'));
        await expect.visible(panel.getByText(/11:00 room 101, floor 1 \(this request\)/));
        await admin.capture('allot-dialog-keeper-day');
        await dialog.locator('button[aria-haspopup]').click();
        await suggested.click();
        await dialog.getByRole('button', { name: 'Allot', exact: true }).click();
        await expect.visible(admin.page.getByText('Request allotted to Nia Keeper.'));
      } finally {
        for (const id of made) await api(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' });
        if (nia) await api(admin.page, '/api/deleteUsers', { ids: [nia.user._id] });
        await api(admin.page, '/api/hostelSettings', { onePerDate: true });
      }
    },
  },
];
