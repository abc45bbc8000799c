/**
 * Nobody reloads (issue: notifications and live dashboards): the student's dashboard and the keeper's
 * phone page, open in their own browsers, show the admin's allotment within 20 s; the student's bell
 * counts it, the panel (tabs Alerts, Events, Logs) lists it, and its entry opens the request's timeline.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import { mailedLinks } from '../harness';
import type { Scenario } from '../run';
import { allotRequest, createRequest, demo, futureDay, rowOf, signIn } from '../steps';

const keeperName = 'Ravi Keeper';
/** The bound: a change shows within 20 s of being made. */
const within = 20_000;

const bell = (page: Page, name: string | RegExp) =>
  page.locator('#shell-header').getByRole('button', { name, exact: typeof name === 'string' });

export const liveScenarios: Scenario[] = [
  {
    name: 'live-notifications',
    async run({ open, runtime }) {
      const [student, admin, keeper] = await Promise.all([open(), open(), open('phone')]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      const day = futureDay(33);
      const time = '11:30';

      // The student starts with nothing unread: opening the panel marks everything read.
      await bell(student.page, /^Notifications/).click();
      await expect.visible(student.page.getByRole('tab', { name: 'Alerts' }));
      await expect.visible(bell(student.page, 'Notifications'), within);
      await student.page.getByRole('button', { name: 'Close notifications' }).click();

      await createRequest(student, day, time);
      await student.goto('/dashboard/student');
      const row = rowOf(student.page, day.shown, time);
      await expect.visible(row.getByText('No RoomKeeper Assigned'));
      await keeper.goto('/dashboard/roomkeeper');
      await expect.visible(keeper.page.getByRole('heading', { level: 1 }));

      // The admin allots in another browser; nobody else reloads.
      await allotRequest(admin, day, time, keeperName);
      await expect.visible(row.getByText('Scheduled'), within);
      await expect.visible(row.getByText(keeperName), within);
      // The keeper is on a phone: the request comes in as a card.
      await expect.visible(
        keeper.page.getByRole('region', { name: day.shown }).getByText(`at ${time}`),
        within,
      );
      await keeper.capture('live-keeper-phone');

      // The bell counts the allotment; its entry opens the request's timeline.
      const unread = bell(student.page, 'Notifications, 1 unread');
      await expect.visible(unread, within);
      await student.capture('live-bell-unread');
      await unread.click();
      await student.page.getByRole('tab', { name: 'Events' }).click();
      // Earlier scenarios told this student of other allotments: the entry is the one of this date.
      const entry = student.page.getByRole('link', {
        name: new RegExp(`^${keeperName} will clean room \\S+ on ${day.shown} at ${time}`),
      });
      await expect.visible(entry);
      await expect.visible(bell(student.page, 'Notifications'), within);
      await student.capture('live-notifications-panel');
      await entry.click();
      const timeline = student.page.getByRole('list', { name: 'Request timeline' });
      await expect.visible(timeline.getByText(/^Created by /));
      await expect.visible(timeline.getByText(new RegExp(`^Allotted to ${keeperName} by `)));
      await student.capture('live-timeline');

      // The date on the keeper's card (a phone) opens the same timeline there.
      await keeper.page
        .getByRole('region', { name: day.shown })
        .getByRole('link', { name: day.shown })
        .click();
      await expect.visible(
        keeper.page.getByRole('list', { name: 'Request timeline' }).getByText(/^Allotted to /),
      );
      await keeper.capture('live-timeline-phone');

      // Students get allotments by mail too (their default), sent from the table's stream; the mail's
      // link opens the same timeline.
      const mailed = await expect.eventually(
        () =>
          mailedLinks(runtime, demo.student)
            .map((link) => link.replace(/".*$/, ''))
            .filter((link) => link.includes('/dashboard/student?request='))
            .at(-1),
        'a mailed link to the allotted request in the outbox',
      );
      const { pathname, search } = new URL(mailed);
      await student.goto(`${pathname}${search}`);
      await expect.visible(
        student.page
          .getByRole('list', { name: 'Request timeline' })
          .getByText(new RegExp(`^Allotted to ${keeperName} by `)),
      );
    },
  },
];
